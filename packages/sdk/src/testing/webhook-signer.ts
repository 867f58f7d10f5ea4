import type { AccountInfo, EventIdentity } from '../events/event-types';
import { bytesToBase64Url } from '../util/bytes-to-base64url';

/** An event to sign, in the parts of the webhook envelope (events.md §1). */
export interface WebhookEventInput {
  eventType: string;
  instanceId?: string;
  /** A `DomainEvent` (`{ id, entityFqdn, slug, entityId, eventTime, createdEvent: { entity } }`) or a legacy payload. */
  payload: Record<string, unknown>;
  identity?: EventIdentity;
  accountInfo?: AccountInfo;
}

/** Options of {@link WebhookSigner.sign}. */
export interface SignOptions {
  /** Issue time (default now). */
  now?: Date;
  /** Lifetime in seconds (default 300); the token's `exp` is `now + expiresInSeconds`. */
  expiresInSeconds?: number;
}

/** Signs webhooks like the platform does, with its own RS256 key pair. */
export interface WebhookSigner {
  /** The public key as a PEM `PUBLIC KEY`, to give to `AppStrategy({ publicKey })`. */
  publicKeyPem: string;
  /** Signs an event: the result is the webhook's HTTP body. */
  sign(event: WebhookEventInput, options?: SignOptions): Promise<string>;
  /** Signs arbitrary claims with an arbitrary header `alg` (to test refusals). */
  signClaims(claims: Record<string, unknown>, header?: Record<string, unknown>): Promise<string>;
}

const RS256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

function toPem(der: ArrayBuffer): string {
  const base64 = btoa(String.fromCharCode(...new Uint8Array(der)));
  return `-----BEGIN PUBLIC KEY-----\n${base64.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/**
 * Creates a webhook signer with a fresh RS256 key pair (WebCrypto), for tests of webhook receivers: it produces the
 * exact body the platform POSTs (a JWT whose `data` claim is the double-encoded envelope).
 *
 * @returns the signer and its public key
 * @example
 * const signer = await createWebhookSigner();
 * const client = createClient({ auth: AppStrategy({ publicKey: signer.publicKeyPem }), modules: { orders: orderEvents } });
 * client.orders.onOrderCreated(handler);
 * await client.webhooks.process(await signer.sign({ eventType: 'wix.ecom.v1.order_created', payload }));
 */
export async function createWebhookSigner(): Promise<WebhookSigner> {
  const keys = await crypto.subtle.generateKey(
    { ...RS256, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['sign', 'verify'],
  );
  const publicKeyPem = toPem(await crypto.subtle.exportKey('spki', keys.publicKey));
  const signClaims: WebhookSigner['signClaims'] = async (claims, header = { alg: 'RS256', typ: 'JWT' }) => {
    const json = (value: unknown) => bytesToBase64Url(new TextEncoder().encode(JSON.stringify(value)));
    const input = `${json(header)}.${json(claims)}`;
    const signature = await crypto.subtle.sign(RS256.name, keys.privateKey, new TextEncoder().encode(input));
    return `${input}.${bytesToBase64Url(signature)}`;
  };
  return {
    publicKeyPem,
    signClaims,
    sign(event, options = {}) {
      const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
      const envelope = {
        eventType: event.eventType,
        instanceId: event.instanceId,
        data: JSON.stringify(event.payload),
        identity: JSON.stringify(event.identity ?? { identityType: 'UNKNOWN' }),
        ...(event.accountInfo ? { accountInfo: event.accountInfo } : {}),
      };
      return signClaims({
        data: JSON.stringify(envelope),
        iat,
        exp: iat + (options.expiresInSeconds ?? 300),
      });
    },
  };
}
