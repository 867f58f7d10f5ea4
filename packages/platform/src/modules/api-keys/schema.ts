import { z } from 'zod';

/** `POST /bazaar/v1/api-keys`. */
export const createApiKeySchema = z.object({ name: z.string().trim().min(1).max(100) });

/** Path parameter of `DELETE /bazaar/v1/api-keys/{id}`. */
export const apiKeyIdSchema = z.object({ id: z.guid() });
