import type { Clock } from '../../clock';
import type { Logger } from '../../context';
import type { Database } from '../../db/database';
import { isApiError } from '../../http/api-error';
import { queryDeliveries, redeliver } from './deliveries';
import { loadDispatchOptions } from './dispatch-options';
import { createWebhookSchema, idSchema } from './schema';
import { createSubscription, deleteSubscription, listSubscriptions } from './subscriptions';
import { createWebhookDispatcher } from './webhook-dispatcher';
import {
  DEFAULT_WEBHOOK_KEY_OVERLAP_SECONDS,
  getWebhookKey,
  retireWebhookKeys,
  rotateWebhookKey,
} from './webhook-key';

/** Help text of `bazaar webhooks`. */
export const WEBHOOKS_USAGE = `Usage: bazaar webhooks <command>

Commands:
  list                                  the subscriptions
  add <url> [--event TYPE]              subscribe a URL to an event type (default *: every event)
  remove <webhook-id>                   delete a subscription (its pending deliveries are canceled)
  deliveries [--status S] [--limit N]   recent deliveries, newest first (S: PENDING, DELIVERED, FAILED, CANCELED)
  redeliver <delivery-id>               send a delivery again (after FAILED, or to resend)
  public-key [--base64]                 the public key receivers verify webhooks with (AppStrategy({ publicKey }))
  rotate-key [--overlap-hours N]        replace the signing key; the replaced key stays published for N hours
                                        (default 24) so deliveries it signed still verify
  retire-keys                           stop publishing replaced keys now (after a leak)
  dispatch                              deliver what is due now and exit (when the platform is not running)`;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * Runs `bazaar webhooks <command>` on an open, migrated database.
 * @param deps - database, clock and logger
 * @param args - the arguments after `webhooks`
 * @param env - the environment (dispatcher settings for `dispatch`)
 * @returns the exit code
 */
export async function runWebhooksCommand(
  deps: { db: Database; clock: Clock; log: Logger },
  args: string[],
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const { db, clock } = deps;
  const [command = 'help', ...rest] = args;
  try {
    switch (command) {
      case 'list': {
        const webhooks = await listSubscriptions(db);
        if (webhooks.length === 0)
          console.log('No webhooks. Add one: bazaar webhooks add <url> [--event TYPE]');
        for (const webhook of webhooks)
          console.log(`${webhook.id}  ${webhook.eventType.padEnd(40)}  ${webhook.url}`);
        return 0;
      }
      case 'add': {
        const parsed = createWebhookSchema.safeParse({
          url: rest[0],
          eventType: option(rest, '--event') ?? '*',
        });
        if (!parsed.success) {
          console.error(
            parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
          );
          return 1;
        }
        const webhook = await createSubscription(db, clock, parsed.data);
        console.log(`Webhook ${webhook.id}: ${webhook.eventType} → ${webhook.url}`);
        return 0;
      }
      case 'remove': {
        const { id } = idSchema.parse({ id: rest[0] });
        await deleteSubscription(db, clock, id);
        console.log(`Deleted webhook ${id}.`);
        return 0;
      }
      case 'deliveries': {
        const status = option(rest, '--status');
        const { deliveries } = await queryDeliveries(db, {
          filter: status ? { status: status.toUpperCase() } : {},
          paging: { limit: Number(option(rest, '--limit') ?? 20) },
        });
        if (deliveries.length === 0) console.log('No deliveries.');
        for (const d of deliveries) {
          const error = d.lastError ? `  ${d.lastError}` : '';
          console.log(
            `${d.id}  ${d.status.padEnd(9)}  ${d.attemptCount} attempt(s)  ${d.eventType}  ${d.entityId}  → ${d.url}${error}`,
          );
        }
        return 0;
      }
      case 'redeliver': {
        const { id } = idSchema.parse({ id: rest[0] });
        const delivery = await redeliver(db, clock, id);
        console.log(
          `Delivery ${delivery.id} is ${delivery.status} again; the running platform sends it shortly.`,
        );
        return 0;
      }
      case 'public-key': {
        const key = await getWebhookKey(db, clock);
        if (rest.includes('--base64')) console.log(Buffer.from(key.publicKeyPem).toString('base64'));
        else {
          console.log(`# app ${key.appId}, instance ${key.instanceId}, key ${key.kid} (RS256)`);
          process.stdout.write(key.publicKeyPem);
        }
        return 0;
      }
      case 'rotate-key': {
        const hours = option(rest, '--overlap-hours');
        const overlapSeconds =
          hours === undefined ? DEFAULT_WEBHOOK_KEY_OVERLAP_SECONDS : Number(hours) * 3600;
        if (!Number.isFinite(overlapSeconds) || overlapSeconds < 0) {
          console.error(`--overlap-hours must be a number of hours, got "${hours}"`);
          return 1;
        }
        const key = await rotateWebhookKey(db, clock, overlapSeconds);
        const [replaced] = key.previousKeys;
        console.log(`New webhook signing key ${key.kid}. Give receivers the new public key:`);
        process.stdout.write(key.publicKeyPem);
        if (replaced)
          console.log(
            `The replaced key ${replaced.kid} stays published (GET /bazaar/v1/webhooks/public-key) until ${replaced.expiresDate}.`,
          );
        return 0;
      }
      case 'retire-keys': {
        const retired = await retireWebhookKeys(db, clock);
        console.log(
          retired.length
            ? `Retired ${retired.join(', ')}: deliveries they signed no longer verify.`
            : 'No replaced keys to retire.',
        );
        return 0;
      }
      case 'dispatch': {
        const report = await createWebhookDispatcher(deps, loadDispatchOptions(env)).runUntilIdle();
        console.log(
          `Delivered ${report.delivered}, retrying ${report.retrying}, failed ${report.failed} (${report.attempted} attempts).`,
        );
        return 0;
      }
      case 'help':
      case '--help':
        console.log(WEBHOOKS_USAGE);
        return 0;
      default:
        console.error(`Unknown webhooks command "${command}".\n\n${WEBHOOKS_USAGE}`);
        return 1;
    }
  } catch (error) {
    if (isApiError(error)) {
      console.error(error.message);
      return 1;
    }
    if ((error as { name?: string }).name === 'ZodError') {
      console.error(`"${rest[0] ?? ''}" is not an id (a GUID).`);
      return 1;
    }
    throw error;
  }
}
