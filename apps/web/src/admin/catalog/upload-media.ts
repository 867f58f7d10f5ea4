import type { AnyBazaarClient } from '@bazaar/react';

/** An image uploaded to the platform (`POST /bazaar/v1/media`). */
export interface UploadedMedia {
  id: string;
  url: string;
}

/**
 * Uploads an image file to the platform's media store, as the signed-in staff member, and returns its id (to add
 * to a product or collection) — a raw body with the file's type; the platform checks the bytes.
 *
 * @param client - a client with the staff member's session
 * @param file - the image
 * @returns the stored media
 * @throws Error with the server's message when the platform refuses the file (wrong type, too large)
 */
export async function uploadMedia(client: AnyBazaarClient, file: File): Promise<UploadedMedia> {
  const response = await client.fetchWithAuth(`/bazaar/v1/media?filename=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!response.ok) {
    // The official error body (reference/errors.md): the message, or the application error's description.
    const body = (await response.json().catch(() => ({}))) as {
      message?: string;
      details?: { applicationError?: { description?: string } };
    };
    throw new Error(
      body.message || body.details?.applicationError?.description || `The upload failed (${response.status})`,
    );
  }
  return ((await response.json()) as { media: UploadedMedia }).media;
}
