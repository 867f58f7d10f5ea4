import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartTestKit, createCartTestKit } from '../modules/cart/testing/cart-test-kit';
import { createFormBrowser, type Page } from '../testing';
import { paragraphsOf } from './product-page';

let kit: CartTestKit;
beforeAll(async () => {
  kit = await createCartTestKit();
});
afterAll(() => kit.close());

const SITE = 'https://app.test/shop';
const get = (url: string) =>
  createFormBrowser(
    (to, init) => Promise.resolve(kit.platform.app.request(to, init)),
    'http://localhost',
  ).get(url);
const text = (page: Page) =>
  page.html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** The product page URL of a `storesProduct` redirect session (created by a visitor). */
async function productUrl(productSlug: string): Promise<string> {
  const res = await kit.call(await kit.visitor(), 'POST', '/_api/redirects-api/v1/redirect-session', {
    storesProduct: { productSlug },
    callbacks: { postFlowUrl: SITE },
  });
  expect(res.status).toBe(200);
  return res.body.redirectSession.fullUrl;
}

async function slugOf(id: string): Promise<string> {
  return (await kit.call(kit.apiKey, 'GET', `/stores-reader/v1/products/${id}`)).body.product.slug;
}

describe('GET /hosted/product/<slug> (the storesProduct redirect target)', () => {
  it('shows a visible product: name, discounted price, stock, options, description, images and the way back', async () => {
    const id = await kit.product({
      name: 'Trail Tent',
      price: 120,
      quantity: 7,
      extra: {
        slug: 'trail-tent',
        description:
          '<p>Sleeps two &amp; packs small.</p><p>Bring it <b>anywhere</b>.</p><script>alert(1)</script>',
        discount: { type: 'AMOUNT', value: 20 },
        productOptions: [
          {
            name: 'Color',
            optionType: 'drop_down',
            choices: [
              { value: 'Green', description: 'Green' },
              { value: 'Sand', description: 'Sand' },
            ],
          },
        ],
      },
    });
    await kit.call(kit.apiKey, 'POST', `/stores/v1/products/${id}/media`, {
      media: [
        { url: 'https://cdn.example.com/tent-front.jpg' },
        { url: 'https://cdn.example.com/tent-side.jpg' },
      ],
    });
    const url = await productUrl('trail-tent');
    expect(new URL(url).pathname).toBe('/hosted/product/trail-tent');
    const page = await get(url);
    expect(page.status).toBe(200);
    const shown = text(page);
    expect(shown).toContain('Trail Tent');
    // $120 less $20: the sale price, with the original struck through.
    expect(shown).toMatch(/Sale price \$100\.00 Original price \$120\.00/);
    expect(shown).toContain('In stock (7 left)');
    expect(shown).toMatch(/Color Green, Sand/);
    expect(shown).toContain('Sleeps two &amp; packs small.');
    expect(shown).toContain('Bring it anywhere.');
    expect(page.html).not.toContain('<script');
    expect(page.html).toContain('src="https://cdn.example.com/tent-front.jpg"');
    expect(page.html).toContain('src="https://cdn.example.com/tent-side.jpg"');
    // The images' host is allowed by the page's CSP, nothing else is.
    expect(page.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: https://cdn.example.com;",
    );
    expect(page.html).toContain(`href="${SITE}"`);
    expect(shown).toContain('Back to the site');
  });

  it('says when a product is out of stock', async () => {
    const id = await kit.product({ name: 'Sold Out Stove', price: 30, quantity: 0 });
    const page = await get(await productUrl(await slugOf(id)));
    expect(page.status).toBe(200);
    expect(text(page)).toContain('Out of stock');
    expect(text(page)).toMatch(/\$30\.00/);
    expect(text(page)).not.toContain('Original price');
  });

  it('answers a hidden or unknown product with a 404 page that still leads back', async () => {
    const id = await kit.product({ name: 'Secret Prototype', price: 500, extra: { visible: false } });
    const hidden = await get(await productUrl(await slugOf(id)));
    expect(hidden.status).toBe(404);
    expect(text(hidden)).toContain('Product not found');
    expect(hidden.html).not.toContain('Secret Prototype');
    expect(hidden.html).toContain(`href="${SITE}"`);

    const unknown = await get(await productUrl('no-such-product'));
    expect(unknown.status).toBe(404);
    expect(text(unknown)).toContain('Product not found');
  });

  it('shows a visible product without a session too (the product is public), just without the way back', async () => {
    const id = await kit.product({ name: 'Public Lantern', price: 15 });
    const page = await get(`/hosted/product/${await slugOf(id)}`);
    expect(page.status).toBe(200);
    expect(text(page)).toContain('Public Lantern');
    expect(page.html).not.toContain('Back to the site');
  });
});

describe('paragraphsOf', () => {
  it('turns rich text into plain paragraphs, dropping every tag', () => {
    expect(
      paragraphsOf('<p>One &amp; two</p><ul><li>three</li></ul>four<br>five<img src=x onerror=alert(1)>'),
    ).toEqual(['One & two', 'three', 'four', 'five']);
  });
});
