import { endpoint } from '@bazaar/sdk';

/** Who the signed-in caller is (`GET /bazaar/v1/me`). */
export interface StaffCaller {
  kind: 'visitor' | 'member' | 'apiKey';
  memberId?: string;
  role?: 'MEMBER' | 'OWNER' | 'CONTRIBUTOR';
  /** An owner, a contributor or an API key: may open the back office. */
  staff: boolean;
  /** An owner: may also manage webhooks. */
  owner: boolean;
  /** For staff: the members who are site owners, whose records contributors may not change. */
  siteOwnerIds?: string[];
}

/** A background job (`GET /bazaar/v1/jobs/{id}`), such as a bulk members call. */
export interface BackgroundJob {
  _id: string;
  kind: string;
  status: 'INITIALIZED' | 'PROCESSING' | 'FINISHED' | 'FAILED' | (string & {});
  progress: { total?: number; processed: number; succeeded: number; failed: number };
  error?: { code: string; description: string };
}

/** A registered webhook URL. */
export interface WebhookSubscription {
  _id: string;
  eventType: string;
  url: string;
  _createdDate: Date;
}

/** One delivery of an event to a webhook, with its attempts. */
export interface WebhookDelivery {
  _id: string;
  webhookId: string;
  url: string;
  eventType: string;
  entityId: string;
  status: string;
  attemptCount: number;
  lastStatusCode?: number;
  lastError?: string;
  _createdDate: Date;
}

/** Filters of {@link backOffice.listWebhookDeliveries}. */
export interface WebhookDeliveryFilter {
  status?: string;
  webhookId?: string;
  limit?: number;
}

/** The key webhook bodies are signed with (`GET /bazaar/v1/webhooks/public-key`): what receivers verify with. */
export interface WebhookPublicKey {
  /** PEM (SPKI) public key, for `AppStrategy({ publicKey })`. */
  publicKey: string;
  kid: string;
  algorithm: string;
  appId: string;
  instanceId: string;
}

/** The store's buyer mails, one switch per kind, all on until turned off (`/bazaar/v1/notification-settings`). */
export interface BuyerNotificationSettings {
  orderPlaced: boolean;
  orderUpdated: boolean;
  orderShipped: boolean;
  orderTracking: boolean;
  orderRefunded: boolean;
  orderCanceled: boolean;
}

const DATES = { timestamps: ['createdDate', 'updatedDate'] };

/**
 * Bazaar's own endpoints the back office needs beyond the official modules, declared like any SDK module so they go
 * through the client's one request pipeline (tokens, error conversion) and get query factories.
 */
export const backOffice = {
  /** Who the caller is: staff or not, owner or not. */
  getCaller: endpoint<() => Promise<StaffCaller>>({ method: 'GET', path: '/bazaar/v1/me', unwrap: 'caller' }),
  /** A background job's status and progress. */
  getJob: endpoint<(_id: string) => Promise<BackgroundJob>>({
    method: 'GET',
    path: '/bazaar/v1/jobs/{id}',
    args: ['_id'],
    params: { _id: 'string!' },
    unwrap: 'job',
  }),
  /** Which buyer mails the store sends. */
  getNotificationSettings: endpoint<() => Promise<BuyerNotificationSettings>>({
    method: 'GET',
    path: '/bazaar/v1/notification-settings',
    unwrap: 'notificationSettings',
  }),
  /** Turns kinds of buyer mail on or off; the kinds left out keep their setting. */
  updateNotificationSettings: endpoint<
    (notificationSettings: Partial<BuyerNotificationSettings>) => Promise<BuyerNotificationSettings>
  >({
    method: 'PATCH',
    path: '/bazaar/v1/notification-settings',
    args: ['notificationSettings'],
    params: { notificationSettings: 'object!' },
    idempotent: true,
    unwrap: 'notificationSettings',
  }),
  /** The registered webhook URLs (owners). */
  listWebhooks: endpoint<() => Promise<{ webhooks: WebhookSubscription[] }>>({
    method: 'GET',
    path: '/bazaar/v1/webhooks',
    response: { timestamps: ['webhooks.createdDate'] },
  }),
  /** Registers a URL for an event type, or `*` for all (owners). */
  createWebhook: endpoint<(eventType: string, url: string) => Promise<{ webhook: WebhookSubscription }>>({
    method: 'POST',
    path: '/bazaar/v1/webhooks',
    args: ['eventType', 'url'],
    params: { eventType: 'string!', url: 'string!' },
    response: { timestamps: ['webhook.createdDate'] },
  }),
  /** Removes a registered URL; its pending deliveries are canceled (owners). */
  deleteWebhook: endpoint<(_id: string) => Promise<void>>({
    method: 'DELETE',
    path: '/bazaar/v1/webhooks/{id}',
    args: ['_id'],
    params: { _id: 'string!' },
    void: true,
  }),
  /** Sends a delivery again, whatever its status, unless its webhook was removed (owners). */
  redeliverWebhookDelivery: endpoint<(_id: string) => Promise<{ delivery: WebhookDelivery }>>({
    method: 'POST',
    path: '/bazaar/v1/webhooks/deliveries/{id}/redeliver',
    args: ['_id'],
    params: { _id: 'string!' },
    response: { timestamps: DATES.timestamps.map((path) => `delivery.${path}`) },
  }),
  /** The key receivers check webhook signatures with (owners). */
  getWebhookPublicKey: endpoint<() => Promise<WebhookPublicKey>>({
    method: 'GET',
    path: '/bazaar/v1/webhooks/public-key',
  }),
  /** Recent webhook deliveries, newest first (owners). */
  listWebhookDeliveries: endpoint<
    (filter?: WebhookDeliveryFilter) => Promise<{ deliveries: WebhookDelivery[] }>
  >({
    method: 'GET',
    path: '/bazaar/v1/webhooks/deliveries',
    args: ['...filter'],
    response: { timestamps: DATES.timestamps.map((path) => `deliveries.${path}`) },
  }),
};
