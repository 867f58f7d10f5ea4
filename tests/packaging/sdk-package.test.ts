// The SDK as it is published (packages/sdk/scripts/build.mjs): installed into a project's node_modules, it must run
// in plain Node (no TypeScript loader, no bundler) against a real platform, lazy chunks included, and its
// declarations must type-check a consumer's code — and reject wrong code, so the types are not `any`. An app's
// bundler takes its modules one file each (the `module` export condition), keeps only what the app imports, and the
// bundle runs too.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { seedDemo } from '@bazaar/platform';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractPlatform, startContractPlatform } from '../support/contract-platform';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

let project = '';
let server: ContractPlatform;

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'bazaar-sdk-package-'));
  const installed = join(project, 'node_modules/@bazaar/sdk');
  mkdirSync(installed, { recursive: true });
  await run(process.execPath, [join(repoRoot, 'packages/sdk/scripts/build.mjs'), installed]);
  server = await startContractPlatform();
  await seedDemo(server.platform.deps);
});

afterAll(async () => {
  await server?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

/** Runs an ES module in a plain `node` child, inside the consumer project, and parses what it prints. */
async function runModule(source: string): Promise<unknown> {
  const file = join(project, `consumer-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  const { stdout } = await run(process.execPath, [file], { cwd: project });
  return JSON.parse(stdout);
}

/** Bundles a consumer module inside the project the way an app's bundler does (esbuild, minified, tree-shaken). */
async function bundleConsumer(source: string, platform: 'browser' | 'node') {
  writeFileSync(join(project, 'app.mjs'), source);
  const { outputFiles = [], metafile } = await build({
    entryPoints: [join(project, 'app.mjs')],
    absWorkingDir: project,
    bundle: true,
    minify: true,
    format: 'esm',
    platform,
    target: 'es2022',
    outdir: join(project, `bundle-${platform}`),
    splitting: true,
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  for (const file of outputFiles) {
    mkdirSync(join(file.path, '..'), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  return { outputFiles, inputs: Object.keys(metafile?.inputs ?? {}) };
}

const PRODUCTS_CONSUMER = (baseUrl: string, clientId: string) => `
import { BazaarError, createClient, OAuthStrategy, products } from '@bazaar/sdk';
const client = createClient({
  auth: OAuthStrategy({ clientId: ${JSON.stringify(clientId)} }),
  baseUrl: ${JSON.stringify(baseUrl)},
  modules: { products },
});
const page = await client.products.queryProducts().limit(3).find();
const { product } = await client.products.getProduct(page.items[0]._id);
const failure = await client.products.getProduct('00000000-0000-4000-8000-000000000000').catch((error) => error);
console.log(JSON.stringify({
  names: page.items.map((item) => item.name),
  same: product._id === page.items[0]._id,
  failure: { typed: failure instanceof BazaarError, code: failure.code, status: failure.status },
}));
`;

describe('the published @bazaar/sdk package', () => {
  it('writes the manifest, both entries and their declarations', () => {
    for (const file of [
      'package.json',
      'index.js',
      'testing.js',
      'types/index.d.ts',
      'types/testing/index.d.ts',
    ]) {
      expect(existsSync(join(project, 'node_modules/@bazaar/sdk', file)), file).toBe(true);
    }
  });

  it('runs in plain Node: a visitor session, a product query, and a typed error from the lazy chunk', async () => {
    const result = await runModule(PRODUCTS_CONSUMER(server.baseUrl, server.platform.clientId));
    expect(result).toMatchObject({
      same: true,
      failure: { typed: true, code: 'PRODUCT_NOT_FOUND', status: 404 },
    });
    expect((result as { names: string[] }).names).toHaveLength(3);
  });

  it('gives a bundler its modules one file each, so a cart page keeps only the cart and the session', async () => {
    const { outputFiles, inputs } = await bundleConsumer(
      `import { createClient, OAuthStrategy, currentCart } from '@bazaar/sdk';
export const client = createClient({ auth: OAuthStrategy({ clientId: 'id' }), modules: { currentCart } });`,
      'browser',
    );
    expect(inputs).toContain('node_modules/@bazaar/sdk/esm/modules/current-cart/current-cart.js');
    expect(inputs).not.toContain('node_modules/@bazaar/sdk/index.js');
    const code = outputFiles.map((file) => file.text).join('\n');
    expect(code).toContain('/ecom/v1/carts/current');
    // The catalog's table and the order events are not imported, so none of them is in the bundle. The argument
    // checks of every table that loads up front (modules/argument-rules.ts), the catalog's included, are a chunk of
    // their own, which the failure path loads only on a refusal of a call with arguments: not with the failure path
    // itself, which a visitor's first getCurrentCart (a 404 until there is a cart) loads.
    const chunk = (name: string) =>
      outputFiles.filter((file) => new RegExp(`${name}-[^/]*\\.js$`).test(file.path));
    expect(chunk('failure')).toHaveLength(1);
    expect(chunk('failure')[0]?.text).not.toContain('/stores-reader/v1');
    expect(chunk('argument-rules')).toHaveLength(1);
    expect(chunk('argument-rules')[0]?.text).toContain('/stores-reader/v1');
    // The catalog reads a storefront seldom makes (modules/products/catalog-reads.ts) are a chunk the bundler emits
    // for their dynamic import, which nothing of the cart's imports statically.
    expect(chunk('catalog-reads')).toHaveLength(1);
    expect(code).not.toMatch(/from\s*"\.\/catalog-reads-/);
    expect(
      code
        .replace(chunk('argument-rules')[0]?.text ?? '', '')
        .replace(chunk('catalog-reads')[0]?.text ?? '', ''),
    ).not.toContain('/stores-reader/v1');
    expect(code).not.toContain('wix.ecom.v1.order');
  });

  it('runs bundled by an app: the same product calls and lazy typed error from its modules', async () => {
    const { outputFiles } = await bundleConsumer(
      PRODUCTS_CONSUMER(server.baseUrl, server.platform.clientId),
      'node',
    );
    const entry = outputFiles.find((file) => file.path.endsWith('app.js'));
    expect(entry).toBeDefined();
    const { stdout } = await run(process.execPath, [entry?.path ?? ''], { cwd: project });
    expect(JSON.parse(stdout)).toMatchObject({
      same: true,
      failure: { typed: true, code: 'PRODUCT_NOT_FOUND', status: 404 },
    });
  });

  it('its declarations type-check a consumer and reject a wrong call', async () => {
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: 'ESNext',
          moduleResolution: 'bundler',
          target: 'ES2022',
        },
        include: ['*.ts'],
      }),
    );
    const consumer = (call: string) => `
import { createClient, OAuthStrategy, products } from '@bazaar/sdk';
import { createRecordingFetch } from '@bazaar/sdk/testing';
const client = createClient({ auth: OAuthStrategy({ clientId: 'id' }), modules: { products }, fetch: createRecordingFetch() });
export const name: Promise<string | undefined> = ${call};
`;
    writeFileSync(
      join(project, 'consumer.ts'),
      consumer(`client.products.getProduct('id').then((r) => r.product?.name)`),
    );
    await expect(run(process.execPath, [tsc, '-p', project])).resolves.toBeDefined();

    // A wrong argument type and a field of the wrong type (a number where a string is declared) are both caught.
    for (const [call, error] of [
      [`client.products.getProduct(42).then(() => undefined)`, 'TS2345'],
      [`client.products.getProduct('id').then((r) => r.product?.priceData?.price)`, 'TS2322'],
    ]) {
      writeFileSync(join(project, 'consumer.ts'), consumer(call as string));
      const refused = await run(process.execPath, [tsc, '-p', project]).catch(
        (failure: { stdout: string }) => failure,
      );
      expect(String((refused as { stdout?: string }).stdout)).toContain(error);
    }
  });
});
