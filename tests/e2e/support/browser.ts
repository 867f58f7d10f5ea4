import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { ROOT } from './web-build';

/** Debian's Chromium (scripts/ensure-chromium.mjs installs it). */
export const CHROMIUM = '/usr/bin/chromium';

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where the e2e run writes its screenshots (gitignored). */
export const SCREENSHOTS = join(ROOT, 'tests', 'artifacts', 'screenshots');

/** A headless browser with a fresh profile. */
export interface TestBrowser {
  context: BrowserContext;
  /** A new tab. */
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Launches headless Chromium with a fresh user-data directory (nothing shared between test files).
 *
 * @param options - the viewport, and `mobile` for a phone (touch, dense pixels)
 * @returns the browser
 */
export async function launchBrowser(
  options: { width?: number; height?: number; mobile?: boolean } = {},
): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bazaar-e2e-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  return {
    context,
    newPage: () => context.newPage(),
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Saves a full-page screenshot of the main pages to `tests/artifacts/screenshots/<name>.png`.
 *
 * @param page - the page
 * @param name - the file name, without extension
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Lazy images below the fold would stay empty in a full-page capture.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
  });
  // The sticky header would otherwise be drawn where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Collects the page's uncaught errors, console errors and failed responses (`<status> <method> <path>`), so a test
 * can assert there were none it did not expect. The browser's own "Failed to load resource" line is left out: the
 * failed response is listed instead, with its address.
 *
 * @param page - the page
 * @returns the collected messages (live)
 */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return errors;
}
