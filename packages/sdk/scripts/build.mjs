// Builds @bazaar/sdk as it is published: `packages/sdk/dist/` is the package (npm publish packages/sdk/dist).
// In the workspace the package's exports point at the TypeScript sources, which bundlers, Vitest and tsx read
// directly; plain Node and other TypeScript projects need JavaScript and declarations, which this writes:
//   dist/index.js, dist/testing.js (+ shared chunks)   ESM, ES2022, not minified (the app's bundler minifies)
//   dist/types/**.d.ts                                 declarations (tsc)
//   dist/package.json, README.md                       the published manifest, exports pointing at the above
// The entries are bundled with code splitting, so the lazy parts (sign-in flows, error classification) stay in
// chunks of their own and a Node app loads one file per entry instead of resolving a hundred small modules.
//   node packages/sdk/scripts/build.mjs [outDir] [--js-only]   (npm run build --workspace @bazaar/sdk)
// --js-only skips the declarations (the benchmarks import the JavaScript only).
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const jsOnly = args.includes('--js-only');
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? join(packageDir, 'dist'));
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: { index: join(packageDir, 'src/index.ts'), testing: join(packageDir, 'src/testing/index.ts') },
  bundle: true,
  splitting: true,
  format: 'esm',
  // The SDK runs in browsers, workers and Node; only its testing helpers use node: modules.
  platform: 'neutral',
  external: ['node:*'],
  target: 'es2022',
  outdir: outDir,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  logLevel: 'error',
});

if (!jsOnly) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const project = join(packageDir, 'tsconfig.build.json');
  execFileSync(process.execPath, [tsc, '-p', project, '--outDir', join(outDir, 'types')], {
    stdio: 'inherit',
  });
}

const published = {
  name: manifest.name,
  version: manifest.version,
  description: manifest.description,
  license: manifest.license,
  type: 'module',
  sideEffects: false,
  engines: { node: '>=20.19' },
  exports: {
    '.': { types: './types/index.d.ts', default: './index.js' },
    './testing': { types: './types/testing/index.d.ts', default: './testing.js' },
  },
};
writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
copyFileSync(join(packageDir, '../../README.md'), join(outDir, 'README.md'));
console.log(`@bazaar/sdk ${manifest.version} built in ${outDir}`);
