// Builds @bazaar/sdk as it is published: `packages/sdk/dist/` is the package (npm publish packages/sdk/dist).
// In the workspace the package's exports point at the TypeScript sources, which bundlers, Vitest and tsx read
// directly; plain Node and other TypeScript projects need JavaScript and declarations, which this writes:
//   dist/index.js, dist/testing.js (+ shared chunks)   ESM, ES2022, not minified: what Node loads (`default`)
//   dist/esm/**.js                                     the modules one file each, for bundlers (the `module`
//                                                      condition, which esbuild, webpack, Rollup and Vite match)
//   dist/types/**.d.ts                                 declarations (tsc)
//   dist/package.json, README.md                       the published manifest, exports pointing at the above
// For Node the entries are bundled with code splitting, so the lazy parts (sign-in flows, error classification) stay
// in chunks of their own and a Node app loads one file per entry instead of resolving a hundred small modules. An
// app's bundler gets the modules one file each instead: `sideEffects: false` lets it drop every file the app does not
// reach, which it cannot do inside one bundled file, where each module's top-level calls (the event definitions,
// the tables built by helpers) look like side effects and stay — set (a) of bench/bundle-size.bench.ts, a cart
// page, was 15.6 KB gzip up front from the bundled file against 5.9 KB from the modules.
//   node packages/sdk/scripts/build.mjs [outDir] [--js-only]   (npm run build --workspace @bazaar/sdk)
// --js-only skips the declarations (the benchmarks import the JavaScript only).
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
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

// The modules one file each, their relative imports pointing at the emitted `.js` files (bundlers that resolve ESM
// strictly, like webpack in a `"type": "module"` package, need the extension).
const srcDir = join(packageDir, 'src');
const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'reliability' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
const resolveSource = (base) => {
  for (const candidate of [`${base}.ts`, join(base, 'index.ts')]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  throw new Error(`build: cannot resolve ${base}`);
};
const jsSpecifier = {
  name: 'relative-imports-as-js',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\./ }, ({ path, importer, kind }) => {
      if (kind === 'entry-point') return undefined;
      const target = resolveSource(resolve(dirname(importer), path)).replace(/\.ts$/, '.js');
      const specifier = relative(dirname(importer), target).replaceAll('\\', '/');
      return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
    });
  },
};
await build({
  entryPoints: sourceFiles(srcDir),
  outbase: srcDir,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  external: ['node:*'],
  target: 'es2022',
  outdir: join(outDir, 'esm'),
  plugins: [jsSpecifier],
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
    '.': { types: './types/index.d.ts', module: './esm/index.js', default: './index.js' },
    './testing': {
      types: './types/testing/index.d.ts',
      module: './esm/testing/index.js',
      default: './testing.js',
    },
  },
};
writeFileSync(join(outDir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
copyFileSync(join(packageDir, '../../README.md'), join(outDir, 'README.md'));
console.log(`@bazaar/sdk ${manifest.version} built in ${outDir}`);
