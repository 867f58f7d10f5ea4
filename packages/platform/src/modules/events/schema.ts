import { z } from 'zod';

// An exact event type (`wix.ecom.v1.order_created`, `com.wix.ecommerce.cart.abandonment.api.v1.CartAbandonedEvent`)
// or `*`; the platform does not limit types to the ones it emits today.
const eventType = z
  .string()
  .trim()
  .max(200)
  .regex(/^(\*|[A-Za-z0-9_.-]+)$/, 'must be an event type such as wix.ecom.v1.order_created, or *');

const webhookUrl = z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).max(2000);

/** `POST /bazaar/v1/webhooks`. */
export const createWebhookSchema = z.object({ eventType, url: webhookUrl });

/** Path parameters of `/bazaar/v1/webhooks/{id}` and `/bazaar/v1/webhooks/deliveries/{id}`. */
export const idSchema = z.object({ id: z.guid() });

/** `GET /bazaar/v1/webhooks/deliveries` — a shorthand for the common filters of the query call. */
export const listDeliveriesSchema = z.object({
  status: z.enum(['PENDING', 'DELIVERED', 'FAILED', 'CANCELED']).optional(),
  eventType: z.string().trim().max(200).optional(),
  webhookId: z.guid().optional(),
  entityId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).optional(),
});
