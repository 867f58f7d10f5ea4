/**
 * Uploaded catalog media (`POST /bazaar/v1/media`, served at `/media/<id>`) and the resolution of the media a product
 * write names — an uploaded media id, or a URL — into the {@link MediaRecord}s products keep.
 */
import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { isDemoImageKey } from './demo/demo-images';
import type { MediaRecord } from './product-state';

/** An uploaded image, without its bytes. */
export interface UploadedMedia {
  id: string;
  contentType: string;
  filename: string;
  sizeBytes: number;
  width?: number;
  height?: number;
}

/** Sizes demo images are referenced at (demo/README.md: products 800 × 800, collection banners 1200 × 600). */
const DEMO_SIZES = { product: [800, 800], collection: [1200, 600] } as const;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VIDEO = /\.(mp4|webm|mov|m4v)(\?|$)/i;

/**
 * Stores an uploaded image.
 * @param db - the database
 * @param clock - the clock
 * @param input - the image and what is known about it
 * @param createdBy - who uploaded it (member or API key id)
 */
export async function insertMedia(
  db: Queryable,
  clock: Clock,
  input: { bytes: Uint8Array; contentType: string; filename: string; width?: number; height?: number },
  createdBy: string | undefined,
): Promise<UploadedMedia> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO catalog_media (id, content_type, filename, size_bytes, width, height, bytes, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      input.contentType,
      input.filename,
      input.bytes.byteLength,
      input.width ?? null,
      input.height ?? null,
      input.bytes,
      createdBy ?? null,
      clock.now(),
    ],
  );
  return {
    id,
    contentType: input.contentType,
    filename: input.filename,
    sizeBytes: input.bytes.byteLength,
    ...(input.width !== undefined && { width: input.width, height: input.height }),
  };
}

/**
 * Reads an uploaded image with its bytes.
 * @param db - the database
 * @param id - the media id
 */
export async function readMedia(
  db: Queryable,
  id: string,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  if (!GUID.test(id)) return undefined;
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM catalog_media WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row && { contentType: row.content_type, bytes: row.bytes };
}

async function findUploads(db: Queryable, ids: readonly string[]): Promise<Map<string, UploadedMedia>> {
  const valid = ids.filter((id) => GUID.test(id));
  if (valid.length === 0) return new Map();
  const rows = await db.query<{
    id: string;
    content_type: string;
    filename: string;
    size_bytes: number;
    width: number | null;
    height: number | null;
  }>(
    'SELECT id, content_type, filename, size_bytes, width, height FROM catalog_media WHERE id = ANY($1::uuid[])',
    [valid],
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        contentType: row.content_type,
        filename: row.filename,
        sizeBytes: row.size_bytes,
        ...(row.width !== null && { width: row.width, height: row.height ?? 0 }),
      },
    ]),
  );
}

/**
 * The public URL of an uploaded image.
 * @param mediaBase - the platform's public origin ('' for root-relative URLs)
 * @param id - the media id
 */
export function uploadUrl(mediaBase: string, id: string): string {
  return `${mediaBase.replace(/\/+$/, '')}/media/${id}`;
}

function fromUpload(upload: UploadedMedia, mediaBase: string, id = upload.id): MediaRecord {
  return {
    id,
    mediaType: 'image',
    url: uploadUrl(mediaBase, upload.id),
    width: upload.width ?? 0,
    height: upload.height ?? 0,
    title: upload.filename,
    format: upload.contentType.replace('image/', ''),
  };
}

function fromUrl(url: string, uploads: Map<string, UploadedMedia>, mediaBase: string): MediaRecord {
  const demo = /\/media\/demo\/([a-z0-9-]+)\.svg$/.exec(url);
  if (demo && isDemoImageKey(demo[1]!)) {
    const [width, height] = demo[1]!.startsWith('collection--') ? DEMO_SIZES.collection : DEMO_SIZES.product;
    return { id: randomUUID(), mediaType: 'image', url, width, height, format: 'svg' };
  }
  const uploaded = /\/media\/([0-9a-f-]{36})$/i.exec(url);
  const upload = uploaded ? uploads.get(uploaded[1]!.toLowerCase()) : undefined;
  if (upload) return { ...fromUpload(upload, mediaBase, randomUUID()), url };
  const format = /\.([a-z0-9]{2,5})(\?|$)/i.exec(url)?.[1]?.toLowerCase();
  return {
    id: randomUUID(),
    mediaType: VIDEO.test(url) ? 'video' : 'image',
    url,
    width: 0,
    height: 0,
    ...(format && { format }),
  };
}

/**
 * Resolves `MediaDataForWrite` items (`{mediaId}` of an upload, or `{url}`) into media records (the official call
 * takes a URL as is, without checking it; so do we, but our own demo images and uploads get their real sizes).
 * @param db - the database
 * @param items - the items, each with a media id or a URL
 * @param mediaBase - the platform's public origin for upload URLs ('' for root-relative URLs)
 * @throws ApiError - 400 when a media id is not an uploaded image
 */
export async function resolveMediaItems(
  db: Queryable,
  items: readonly { mediaId?: string; url?: string }[],
  mediaBase: string,
): Promise<MediaRecord[]> {
  const ids = items.flatMap((item) => {
    if (item.mediaId) return [item.mediaId.toLowerCase()];
    const match = item.url ? /\/media\/([0-9a-f-]{36})$/i.exec(item.url) : null;
    return match ? [match[1]!.toLowerCase()] : [];
  });
  const uploads = await findUploads(db, ids);
  return items.map((item, index) => {
    if (item.mediaId) {
      const upload = uploads.get(item.mediaId.toLowerCase());
      if (!upload) {
        throw ApiError.invalidField(
          `media[${index}].mediaId`,
          'is not an uploaded media item',
          'VALIDATION',
          {
            mediaId: item.mediaId,
          },
        );
      }
      return fromUpload(upload, mediaBase);
    }
    return fromUrl(item.url ?? '', uploads, mediaBase);
  });
}
