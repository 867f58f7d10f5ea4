import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A built file of the web app, ready to send. */
export interface StaticFile {
  body: Uint8Array;
  /** The gzip of `body` for compressible types worth it (text over 1 KiB). */
  gzip?: Uint8Array;
  /** The brotli of `body`, beside `gzip` (smaller still; every current browser takes it over HTTPS and HTTP). */
  brotli?: Uint8Array;
  contentType: string;
  /** Modification time, so a rebuild while the platform runs is picked up. */
  mtimeMs: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/**
 * Reads the web app's built files from a directory, safely (no path leaves it) and once per version: each file is
 * kept in memory with its gzip and brotli (compressed once, at the highest levels) until its modification time
 * changes.
 *
 * @param root - the build directory (`apps/web/dist`)
 * @returns `read(pathname)`: the file at a URL path, or undefined when there is none
 * @example
 * const files = createStaticFiles('apps/web/dist');
 * const file = await files.read('/assets/index-abc.js');
 */
export function createStaticFiles(root: string) {
  const base = resolve(root);
  const cache = new Map<string, StaticFile>();

  async function read(pathname: string): Promise<StaticFile | undefined> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    // No NUL, no backslash, and no hidden files (`.vite/manifest.json` is for tools, not browsers).
    if (relative.includes('\0') || relative.includes('\\') || /(^|\/)\./.test(relative)) return undefined;
    const path = resolve(join(base, relative));
    if (!path.startsWith(base + sep)) return undefined;
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = new Uint8Array(await readFile(path));
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
    const file: StaticFile = {
      body,
      contentType,
      mtimeMs: info.mtimeMs,
      ...(COMPRESSIBLE.test(contentType) && body.byteLength > 1024
        ? {
            gzip: new Uint8Array(gzipSync(body, { level: 9 })),
            brotli: new Uint8Array(
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            ),
          }
        : {}),
    };
    cache.set(path, file);
    return file;
  }

  return { read };
}

/** What `createStaticFiles` returns. */
export type StaticFiles = ReturnType<typeof createStaticFiles>;
