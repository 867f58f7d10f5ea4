import { seedDemo } from '@bazaar/platform';
import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
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
