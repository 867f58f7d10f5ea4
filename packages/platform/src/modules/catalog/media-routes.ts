/**
 * Catalog images served by the platform: the demo store's SVGs at `/media/demo/<key>.svg` and images uploaded by
 * staff (`POST /bazaar/v1/media`, served at `/media/<id>`). Both are immutable, so they are cacheable forever.
 */
import { type Context, Hono } from 'hono';
import { getCaller } from '../../auth/caller';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { publicOrigin } from '../../http/public-url';
import { readFormData } from '../../http/read-form-data';
import { isDemoImageKey, renderDemoImage } from './demo/demo-images';
import { IMAGE_TYPES, sniffImage } from './image-type';
import { insertMedia, readMedia, uploadUrl } from './media-store';

/** The largest upload (also bounded by the platform's body limit, `BAZAAR_BODY_LIMIT`). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(path: string): ApiError {
  return ApiError.notFound('MEDIA_NOT_FOUND', `No media at ${path}`);
}

function pixels(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,4}$/.test(value) ? Number(value) : undefined;
}

async function readUpload(c: Context<PlatformEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await readFormData(c);
    const file = form.file;
    if (!(file instanceof File)) throw ApiError.invalidField('file', 'is required', 'REQUIRED_FIELD');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      claimed: file.type,
      filename: file.name || 'upload',
    };
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  return { bytes, claimed: type.split(';')[0]!.trim(), filename: c.req.query('filename') || 'upload' };
}

/**
 * The media routes.
 * @param deps - platform dependencies
 */
export function createMediaRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  const maxBytes = Math.min(deps.config.bodyLimitBytes, MAX_UPLOAD_BYTES);

  app.get('/media/demo/:file', (c) => {
    const file = c.req.param('file');
    const key = file.endsWith('.svg') ? file.slice(0, -4) : '';
    if (!isDemoImageKey(key)) throw notFound(c.req.path);
    const svg = renderDemoImage(key, { width: pixels(c.req.query('w')), height: pixels(c.req.query('h')) });
    return c.body(svg, 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
    });
  });

  app.get('/media/:id', async (c) => {
    const media = await readMedia(deps.db, c.req.param('id'));
    if (!media) throw notFound(c.req.path);
    return c.body(media.bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': media.contentType,
      'cache-control': IMMUTABLE,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
  });

  // Bazaar's own endpoint (the hosted platform uploads through its media manager): a raw image body with its
  // content type (`?filename=` names it), or a multipart form with a `file` field. The bytes decide the type.
  app.post('/bazaar/v1/media', requireStaff(), async (c) => {
    const { bytes, claimed, filename } = await readUpload(c);
    if (bytes.byteLength > maxBytes) {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `An image may be at most ${maxBytes} bytes`, { maxBytes });
    }
    if (bytes.byteLength === 0) throw ApiError.invalidField('body', 'is empty', 'REQUIRED_FIELD');
    const image = sniffImage(bytes);
    if (!image || (claimed !== '' && claimed !== 'application/octet-stream' && claimed !== image.type)) {
      throw ApiError.invalidField(
        'content-type',
        `must be one of ${IMAGE_TYPES.join(', ')} and match the bytes`,
        'FORMAT',
        {
          allowed: IMAGE_TYPES,
          ...(image && { detected: image.type }),
        },
      );
    }
    const caller = getCaller(c);
    const media = await insertMedia(
      deps.db,
      deps.clock,
      {
        bytes,
        contentType: image.type,
        filename: filename.slice(0, 200),
        width: image.width,
        height: image.height,
      },
      caller.memberId ?? caller.apiKeyId,
    );
    return c.json({ media: { ...media, url: uploadUrl(publicOrigin(c, deps.config), media.id) } });
  });

  return app;
}
