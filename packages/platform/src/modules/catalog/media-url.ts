/**
 * The URL of a media item given by URL (product media `MediaDataForWrite.url`, a collection's image): an absolute
 * `http(s)` URL or a path on the platform (`/media/…` of an upload or the demo). Anything else — `javascript:`,
 * `data:`, protocol-relative `//host`, plain text — is refused: it is stored and handed to every storefront as an
 * image source, so a value no browser can load as an image is bad input, not something to keep.
 */
import { z } from 'zod';

function isMediaUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A media URL: 1–2000 characters, `http(s)://…` or a root-relative path. */
export const mediaUrlSchema = z
  .string()
  .min(1)
  .max(2000)
  .refine(isMediaUrl, {
    message: 'must be an http(s) URL or a path starting with /',
    params: { violatedRule: 'FORMAT', data: { type: 'URL' } },
  });
