import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallerKind, type CatalogTestKit, createCatalogTestKit } from './testing/catalog-test-kit';

let kit: CatalogTestKit;
beforeAll(async () => {
  // A small body limit, so the upload limit can be shown without megabytes of test data.
  kit = await createCatalogTestKit({ config: { bodyLimitBytes: 4096 } });
});
afterAll(() => kit.close());

/** A valid 3 × 2 PNG header (the size lives in the IHDR chunk). */
function png(width = 3, height = 2, padding = 0): Uint8Array {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return bytes;
}

/** A GIF89a header of the given size. */
function gif(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(16);
  bytes.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, width & 0xff, width >> 8, height & 0xff, height >> 8]);
  return bytes;
}

function upload(body: BodyInit, type: string, as: CallerKind = 'owner', query = '') {
  return kit.platform.request(`/bazaar/v1/media${query}`, {
    method: 'POST',
    headers: { authorization: kit.tokens[as], 'content-type': type },
    body,
  });
}

describe('GET /media/demo/{key}.svg', () => {
  it('serves a demo image as cacheable SVG, sized by w and h', async () => {
    const res = await kit.platform.request('/media/demo/trail-runner-jacket.svg?w=200&h=100');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="200" height="100"/);
    expect(svg).toContain('<title>Trail Runner Jacket</title>');
  });

  it('answers 404 in the wire format for an unknown key', async () => {
    const res = await kit.platform.request('/media/demo/no-such-thing.svg');
    expect(res.status).toBe(404);
    expect((await res.json()).details.applicationError.code).toBe('MEDIA_NOT_FOUND');
  });
});

describe('POST /bazaar/v1/media', () => {
  it('stores an image whose bytes match its type, serves it at /media/{id}, and lets a product use it', async () => {
    const res = await upload(png(640, 480) as BodyInit, 'image/png', 'owner', '?filename=front.png');
    expect(res.status).toBe(200);
    const { media } = await res.json();
    expect(media).toMatchObject({
      contentType: 'image/png',
      filename: 'front.png',
      sizeBytes: 33,
      width: 640,
      height: 480,
    });
    expect(media.url).toBe(`http://localhost/media/${media.id}`);
    const served = await kit.platform.request(`/media/${media.id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png(640, 480));

    const created = await kit.call('POST', '/stores/v1/products', {
      body: { product: { name: 'Pictured', priceData: { price: 1 } } },
    });
    const id = created.body.product.id;
    await kit.call('POST', `/stores/v1/products/${id}/media`, { body: { media: [{ mediaId: media.id }] } });
    const product = (await kit.call('GET', `/stores-reader/v1/products/${id}`)).body.product;
    expect(product.media.mainMedia).toMatchObject({
      id: media.id,
      mediaType: 'image',
      title: 'front.png',
      image: { url: `/media/${media.id}`, width: 640, height: 480, format: 'png' },
    });
  });

  it('accepts a multipart form with a file field', async () => {
    const form = new FormData();
    form.append('file', new File([gif(5, 7) as BlobPart], 'dot.gif', { type: 'image/gif' }));
    const res = await kit.platform.request('/bazaar/v1/media', {
      method: 'POST',
      headers: { authorization: kit.tokens.apiKey },
      body: form,
    });
    expect(await res.json()).toMatchObject({
      media: { contentType: 'image/gif', filename: 'dot.gif', width: 5, height: 7 },
    });
  });

  it('refuses bytes that are not the image type they claim, and SVG', async () => {
    const lying = await upload(gif(1, 1) as BodyInit, 'image/png');
    expect(lying.status).toBe(400);
    expect((await lying.json()).details.validationError.fieldViolations[0]).toMatchObject({
      field: 'content-type',
      data: { detected: 'image/gif' },
    });
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
  });

  it('refuses images over the size limit with 413', async () => {
    const res = await upload(png(1, 1, 5000) as BodyInit, 'image/png');
    expect(res.status).toBe(413);
  });

  it('is for staff: 401 without a token, 403 for visitors and members', async () => {
    expect((await upload(png() as BodyInit, 'image/png', 'anonymous')).status).toBe(401);
    expect((await upload(png() as BodyInit, 'image/png', 'visitor')).status).toBe(403);
    expect((await upload(png() as BodyInit, 'image/png', 'member')).status).toBe(403);
  });

  it('answers 404 for an unknown media id', async () => {
    expect((await kit.platform.request('/media/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await kit.platform.request('/media/not-an-id')).status).toBe(404);
  });
});
