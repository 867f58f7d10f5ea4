import { BazaarError } from '../errors/bazaar-error';
import { createJwtDecoder } from '../webhooks/jwt-decoder';
import type { WebhookPublicKey } from '../webhooks/public-key';
import { webhookKit } from '../webhooks/webhook-kit';
import { webhookRegistry } from '../webhooks/webhooks';
import type { AuthStrategy } from './auth-strategy';

/** Options of {@link AppStrategy}. */
export interface AppStrategyOptions {
  /** The app's id (kept for parity with the official `AppStrategy`; webhooks do not check the audience). */
  appId?: string;
  /**
   * The app's public key, to verify webhooks: a PEM `PUBLIC KEY`, the base64 of that PEM, a JWK or a CryptoKey. The
   * local platform gives it to owners (`GET /bazaar/v1/webhooks/public-key`, `bazaar webhooks public-key`).
   */
  publicKey?: WebhookPublicKey;
  /** An access token to authorise API calls with (sent as the `Authorization` header), if the app has one. */
  accessToken?: string;
  /** Leeway for the tokens' `exp` / `nbf` between the platform's clock and yours, in seconds (default 0). */
  clockToleranceSeconds?: number;
}

/** The strategy {@link AppStrategy} returns. */
export interface AppStrategyInstance extends AuthStrategy {
  decodeJWT(token: string): Promise<{ decoded: Record<string, unknown>; valid: boolean }>;
}

/**
 * An app backend's strategy, shaped like the official `AppStrategy`: it verifies webhooks with the app's public key
 * (RS256 through WebCrypto, no dependencies) and, given an access token, authorises API calls with it. It does not
 * run the OAuth app-installation flow (`appSecret`, refresh tokens) of the hosted platform.
 *
 * @param options - app id, public key, access token
 * @returns the strategy
 * @example
 * const client = createClient({
 *   auth: AppStrategy({ appId, publicKey: process.env.WEBHOOK_PUBLIC_KEY }),
 *   modules: { orders: orderEvents, members: memberEvents },
 * });
 * client.orders.onOrderCreated(({ entity, metadata }) => console.log(entity._id, metadata.eventTime));
 * export const POST = (request: Request) => client.webhooks.processRequest(request).then(() => new Response('ok'));
 */
export function AppStrategy(options: AppStrategyOptions): AppStrategyInstance {
  const decode = createJwtDecoder(webhookKit, {
    publicKey: options.publicKey as WebhookPublicKey,
    clockToleranceSeconds: options.clockToleranceSeconds,
  });
  return {
    async getAuthHeaders() {
      if (!options.accessToken)
        throw new BazaarError(
          'AppStrategy has no access token: it can verify webhooks but not call the API',
          {
            code: 'MISSING_ACCESS_TOKEN',
          },
        );
      return { headers: { Authorization: options.accessToken } };
    },
    async decodeJWT(token) {
      return { decoded: await decode(token), valid: true };
    },
    // A webhook receiver needs `client.webhooks` even before (or without) binding event definitions.
    bindClient: (context) => void webhookRegistry(context),
  };
}
