import { seedDemo } from '@bazaar/platform';
import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type TestBrowser } from './browser';
import { ensureWebBuild, WEB_DIST } from './web-build';

/** A platform serving the demo store and the built web app on one origin. */
export interface Storefront {
  platform: TestPlatform;
  /** `http://127.0.0.1:<port>`: the storefront, the API and the hosted pages. */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts a test platform (fresh database, fake clock, email verification on) serving a production build of the
 * web app, on a random port, with the demo store seeded: its catalog, and the web app's OAuth app allowing this
 * origin's `/callback`.
 *
 * @returns the running storefront
 */
export async function startStorefront(): Promise<Storefront> {
  ensureWebBuild();
  const platform = await createTestPlatform({ config: { webDir: WEB_DIST } });
  const { baseUrl } = await platform.listen();
  // The port is only known now: seed the web app for this origin (the seeder allows `${webUrl}/callback`).
  await seedDemo({ ...platform.deps, config: { ...platform.deps.config, webUrl: baseUrl } }, { force: true });
  return { platform, baseUrl, close: () => platform.close() };
}

/** The storefront and the browser one test file shares (filled in by `beforeAll`). */
export interface SharedStorefront {
  store: Storefront;
  browser: TestBrowser;
}

/**
 * Starts one storefront and one browser for the test file (side by side, in `beforeAll`) and closes them after its
 * tests: each file gets its own database and browser profile, its tests share them.
 *
 * @returns the shared storefront and browser, set once `beforeAll` ran
 */
export function shareStorefront(): SharedStorefront {
  const shared = {} as SharedStorefront;
  beforeAll(async () => {
    [shared.store, shared.browser] = await Promise.all([startStorefront(), launchBrowser()]);
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.store?.close();
  });
  return shared;
}
