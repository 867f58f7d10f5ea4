// The incoming conversion a size-minimal client would run: our SDK's conversion with the 'in-place-conversion'
// contract taken out (support/sdk-contracts.ts: the shared walker copying every object and array, as it does for
// requests, driven by the path tables) — the very code bundle-size removes to price that contract. It is built from the SDK's sources
// by esbuild through that contract's patches (support/source-patches.ts, so a stale patch fails here too), written
// to bench/results/tmp and imported, so the per-call benches can time it next to ours (required-work.ts, `copying`).
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type { getConverters } from '../../packages/sdk/src/convert/create-converters';
import { CONTRACTS } from './sdk-contracts';
import { patchSources, SDK_SOURCES } from './source-patches';

/** The contract whose patches turn our in-place incoming conversion into a copying walk. */
export const COPYING_CONTRACT = 'in-place-conversion';

const tmpDir = join(import.meta.dirname, '../results/tmp');

/**
 * Builds and imports our SDK's `getConverters` with the in-place conversion patched out (esbuild, platform node,
 * ESM, not minified: the bundle-size build's code, its minification aside).
 *
 * @returns the patched build's `getConverters` (descriptors of our SDK's tables go in as they are)
 */
export async function copyingGetConverters(): Promise<typeof getConverters> {
  const contract = CONTRACTS.find(({ id }) => id === COPYING_CONTRACT);
  if (!contract) throw new Error(`no contract ${COPYING_CONTRACT} in sdk-contracts.ts`);
  const { outputFiles } = await build({
    entryPoints: [join(SDK_SOURCES, 'convert/create-converters.ts')],
    plugins: [patchSources(contract.patches)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    write: false,
    outfile: join(tmpDir, 'copying-conversion.mjs'),
    logLevel: 'error',
  });
  const code = outputFiles[0]!.text;
  if (!code.includes('let renames = true') || code.includes('renames ||='))
    throw new Error('the copying build still holds the in-place conversion');
  // Named by content and written through a rename, so concurrent runs (a bench and a test) never read a half file.
  const file = join(
    tmpDir,
    `copying-conversion-${createHash('sha256').update(code).digest('hex').slice(0, 12)}.mjs`,
  );
  mkdirSync(tmpDir, { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  const module: { getConverters: typeof getConverters } = await import(pathToFileURL(file).href);
  return module.getConverters;
}
