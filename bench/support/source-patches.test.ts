import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from './sdk-contracts';
import {
  applyRewrites,
  patchSources,
  SDK_SOURCES,
  type SourcePatch,
  withoutProperty,
} from './source-patches';

// Bundles the SDK's `createClient` + `OAuthStrategy` + `currentCart` (set (a)'s imports) from the sources through
// patches, minified, and returns the code.
async function bundleCart(patches: SourcePatch[]): Promise<string> {
  const { outputFiles = [] } = await build({
    stdin: {
      contents: `import { createClient, OAuthStrategy, currentCart } from './index';
export const client = createClient({ auth: OAuthStrategy({ clientId: 'id' }), modules: { currentCart } });
export const cart = () => client.currentCart.addToCurrentCart({ lineItems: [] });`,
      resolveDir: SDK_SOURCES,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    outdir: '/virtual',
    write: false,
    logLevel: 'silent',
    plugins: [patchSources(patches)],
  });
  return outputFiles.map((file) => file.text).join('\n');
}

describe('applyRewrites', () => {
  it('replaces strings and patterns in order', () => {
    expect(
      applyRewrites(
        'const a = 1;\nconst b = 2;\n',
        [['const a = 1;\n', ''], [/b = \d/, 'b = 3'], (text) => text.toUpperCase()],
        'x.ts',
      ),
    ).toBe('CONST B = 3;\n');
  });

  it('fails when a search is not found, so a stale patch cannot measure nothing', () => {
    expect(() => applyRewrites('const a = 1;', [['const b', '']], 'x.ts')).toThrow(/not found in x\.ts/);
    expect(() => applyRewrites('const a = 1;', [[/b =/, '']], 'x.ts')).toThrow(/not found in x\.ts/);
  });
});

describe('withoutProperty', () => {
  it('removes a property with a nested value, keeping its neighbours', () => {
    const source = `const d = {
  method: 'POST',
  params: { lineItems: 'object[]', 'lineItems.quantity': 'number!', nested: { a: [1, 2] } },
  unwrap: 'cart',
};`;
    expect(withoutProperty(source, 'params')).toBe(`const d = {
  method: 'POST',
  unwrap: 'cart',
};`);
  });

  it('skips brackets and commas inside strings, template literals with holes, and comments', () => {
    const source =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source with a template literal
      "const d = { request: { floats: [`a.${X ? '{b,c}' : `d}`}.e`, 'f,}'] /* a } comment, */ // it's\n}, void: true };";
    expect(withoutProperty(source, 'request')).toBe('const d = { void: true };');
  });

  it('removes the last property of an object and every occurrence', () => {
    expect(withoutProperty('[{ a: 1, params: { b: 2 } }, { params: 3, c: 4 }]', 'params')).toBe(
      '[{ a: 1, }, { c: 4 }]',
    );
  });

  it('leaves other names alone', () => {
    expect(withoutProperty('const x = { paramsList: 1, myparams: 2 };', 'params')).toBe(
      'const x = { paramsList: 1, myparams: 2 };',
    );
  });
});

describe('patchSources', () => {
  it('loads the patched text of the SDK files it names, and the others as they are', async () => {
    const plain = await bundleCart([]);
    const patched = await bundleCart([
      {
        files: 'modules/current-cart/current-cart.ts',
        // A text of the table alone (its path is also in current-cart-rules.ts).
        rewrites: [["fieldMasks: ['cartFieldmask']", "fieldMasks: ['patchedFieldmask']"]],
      },
    ]);
    expect(plain).toContain('cartFieldmask');
    expect(patched).not.toContain('cartFieldmask');
    expect(patched).toContain('patchedFieldmask');
  });
});

describe('the contracts of bundle-size (sdk-contracts.ts)', () => {
  // Each contract's patches must still match the sources and take bytes out of a cart page, or its row would be a
  // stale zero.
  it.each(CONTRACTS.map((contract) => [contract.id, contract] as const))(
    '%s: its patches apply to the current sources and make a cart page smaller',
    async (_, contract) => {
      const plain = await bundleCart([]);
      const without = await bundleCart(contract.patches);
      expect(without.length).toBeLessThan(plain.length);
    },
  );

  it('all but the contracts apply together (the combination the benchmark builds)', async () => {
    const plain = await bundleCart([]);
    const contractsOnly = await bundleCart(
      CONTRACTS.filter(({ requirement }) => requirement !== 'contract').flatMap(({ patches }) => patches),
    );
    expect(contractsOnly.length).toBeLessThan(plain.length);
  });
});
