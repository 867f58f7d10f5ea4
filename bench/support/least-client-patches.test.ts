import { currentCart } from '@bazaar/sdk';
import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { withFloorConversions } from './least-client-patches';

// Loads least-conforming-client.ts through the plugin (or not) and returns its module, evaluated.
async function loadLeast(plugins: Plugin[]) {
  const { outputFiles = [] } = await build({
    entryPoints: [new URL('./least-conforming-client.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outdir: '/virtual',
    write: false,
    logLevel: 'silent',
    external: ['@bazaar/sdk', './least-conforming-lazy'],
    plugins,
  });
  const code = outputFiles.find((file) => file.path.endsWith('.js'))!.text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// An answer with what transforms.md §2–3 convert and the floor does not: a falsy timestamp, a float string that is
// not NaN/±Infinity, a dotted key, an object with both `id` and `_id`.
const ANSWER = {
  cart: { id: 'c', updatedDate: '', weight: '1.5', fields: { 'lineItems.id': 1 }, x: { id: 1, _id: 2 } },
};

async function getCart(plugins: Plugin[], inPlace: boolean) {
  const least = await loadLeast(plugins);
  const create = inPlace ? least.createInPlaceClient : least.createClient;
  const client = create({
    auth: least.OAuthStrategy({
      clientId: 'c',
      tokens: { accessToken: { value: 'a', expiresAt: 4e9 }, refreshToken: { value: 'r', role: 'visitor' } },
    }),
    modules: {
      currentCart: {
        ...currentCart,
        get: {
          ...currentCart.getCurrentCart,
          response: { timestamps: ['cart.updatedDate'], floats: ['cart.weight'] },
        },
      },
    },
    fetch: async () => new Response(JSON.stringify(ANSWER)),
  });
  return client.currentCart.get();
}

describe('withFloorConversions (the least client with the floor conversions of answers)', () => {
  it.each([false, true])('takes out exactly the transforms.md details (in place: %s)', async (inPlace) => {
    expect(await getCart([], inPlace)).toEqual({
      _id: 'c',
      _updatedDate: undefined,
      weight: '1.5',
      fields: { 'lineItems._id': 1 },
      x: { id: 1, _id: 2 },
    });
    const asFloor = await getCart([withFloorConversions()], inPlace);
    expect(asFloor).toEqual({
      _id: 'c',
      _updatedDate: '',
      weight: 1.5,
      fields: { 'lineItems.id': 1 },
      x: { _id: 2 },
    });
  });
});
