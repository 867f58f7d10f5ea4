import { hashPassword } from '../auth/password';
import type { PlatformDeps } from '../context';
import { seedDemoCatalog } from '../modules/catalog/seed-demo-catalog';
import { seedDemoStorePricing } from '../modules/checkout/seed-demo-store-pricing';
import { createIdentity, findIdentityByEmail, type IdentityRecord } from '../modules/identity/identity-store';
import { createOAuthApp, findOAuthApp } from '../modules/oauth/oauth-apps';

/** The demo accounts seeded on first run (printed by `bazaar dev`). */
export const DEMO_ACCOUNTS = {
  owner: { email: 'owner@bazaar.test', password: 'bazaar-owner', nickname: 'Store Owner' },
  member: { email: 'member@bazaar.test', password: 'bazaar-member', nickname: 'Demo Member' },
} as const;

/** What a seeder step may use. */
export type DemoSeeder = (deps: PlatformDeps) => Promise<void>;

/**
 * The steps of the demo store, in order. Each is idempotent (it creates what is missing). Modules add their demo
 * data here (`seedDemoCatalog`…) with one line.
 */
export const DEMO_SEEDERS: DemoSeeder[] = [
  seedDemoIdentities,
  seedDemoWebApp,
  seedDemoCatalog,
  seedDemoStorePricing,
];

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo store unless it was seeded before (first run of `bazaar dev`), or always with `force`.
 * @param deps - platform dependencies
 * @param options - `force` re-runs the (idempotent) steps
 * @returns whether seeding ran
 */
export async function seedDemo(deps: PlatformDeps, options: { force?: boolean } = {}): Promise<boolean> {
  if (!options.force) {
    const rows = await deps.db.query('select 1 from platform_settings where key = $1', [SEEDED_KEY]);
    if (rows.length > 0) return false;
  }
  for (const step of DEMO_SEEDERS) await step(deps);
  await deps.db.query(
    `insert into platform_settings (key, value, updated_at) values ($1, $2, $3)
     on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    [SEEDED_KEY, JSON.stringify(deps.clock.now().toISOString()), deps.clock.now()],
  );
  return true;
}

/** The demo owner and member. */
export async function seedDemoIdentities(deps: PlatformDeps): Promise<void> {
  await ensureMember(deps, { ...DEMO_ACCOUNTS.owner, role: 'OWNER' });
  await ensureMember(deps, { ...DEMO_ACCOUNTS.member, role: 'MEMBER' });
}

/** The OAuth app of the web app, with the redirect URIs of its development origins. */
export async function seedDemoWebApp(deps: PlatformDeps): Promise<void> {
  if (await findOAuthApp(deps.db, deps.config.webClientId)) return;
  const origins = [
    ...new Set([deps.config.webUrl, deps.config.publicUrl].filter((url): url is string => Boolean(url))),
  ];
  await createOAuthApp(deps.db, deps.clock, {
    id: deps.config.webClientId,
    name: 'Bazaar web app',
    allowedRedirectUris: origins.flatMap((origin) => [
      `${origin}/`,
      `${origin}/callback`,
      `${origin}/auth/callback`,
    ]),
  });
}

async function ensureMember(
  deps: PlatformDeps,
  account: { email: string; password: string; nickname: string; role: 'OWNER' | 'MEMBER' },
): Promise<IdentityRecord> {
  const existing = await findIdentityByEmail(deps.db, account.email);
  if (existing) return existing;
  const passwordHash = await hashPassword(account.password, deps.config.passwordHashCost);
  return deps.db.transaction((tx) =>
    createIdentity(tx, deps.clock, {
      email: account.email,
      passwordHash,
      emailVerified: true,
      profile: { nickname: account.nickname },
      status: 'APPROVED',
      role: account.role,
    }),
  );
}
