/**
 * Recognises an uploaded image from its first bytes (never from what the client claims) and reads its pixel size:
 * PNG, JPEG, GIF and WebP. SVG is refused on purpose: served from the platform's origin, an SVG could run script
 * next to the hosted sign-in pages.
 */

/** An image type the platform accepts for upload. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The accepted content types. */
export const IMAGE_TYPES: readonly ImageType[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** What the bytes say. */
export interface SniffedImage {
  type: ImageType;
  width?: number;
  height?: number;
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function u16be(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
}

function u16le(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u24le(bytes: Uint8Array, at: number): number {
  return u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
}

function u32be(bytes: Uint8Array, at: number): number {
  return ((u16be(bytes, at) << 16) >>> 0) + u16be(bytes, at + 2);
}

function jpegSize(bytes: Uint8Array): { width?: number; height?: number } {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return {};
    const marker = bytes[at + 1] ?? 0;
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(bytes, at + 5), width: u16be(bytes, at + 7) };
    }
    at += 2 + u16be(bytes, at + 2);
  }
  return {};
}

function webpSize(bytes: Uint8Array): { width?: number; height?: number } {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') return { width: u16le(bytes, 26) & 0x3fff, height: u16le(bytes, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits =
      (bytes[21] ?? 0) | ((bytes[22] ?? 0) << 8) | ((bytes[23] ?? 0) << 16) | ((bytes[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return {};
}

/**
 * Recognises an image.
 * @param bytes - the uploaded bytes
 * @returns its type and size, or undefined when it is not one of {@link IMAGE_TYPES}
 */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  if (bytes.length >= 24 && ascii(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89) {
    return { type: 'image/png', width: u32be(bytes, 16), height: u32be(bytes, 20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { type: 'image/jpeg', ...jpegSize(bytes) };
  }
  if (bytes.length >= 10 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return { type: 'image/gif', width: u16le(bytes, 6), height: u16le(bytes, 8) };
  }
  if (bytes.length >= 30 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') {
    return { type: 'image/webp', ...webpSize(bytes) };
  }
  return undefined;
}
