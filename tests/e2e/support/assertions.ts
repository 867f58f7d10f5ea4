import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// playwright-core has no web-first assertions (they live in @playwright/test, which the project does not use):
// these poll the page the same way, with vitest's `expect.poll`.

const TIMEOUT = { timeout: 15_000, interval: 50 };

/**
 * Waits until the element's text is (or matches) the expected one.
 *
 * @param locator - the element
 * @param expected - the text, or a pattern
 */
export async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const text = () => locator.textContent({ timeout: TIMEOUT.timeout }).then((value) => (value ?? '').trim());
  if (typeof expected === 'string') await expect.poll(text, TIMEOUT).toBe(expected);
  else await expect.poll(text, TIMEOUT).toMatch(expected);
}

/**
 * Waits until the element is visible.
 *
 * @param locator - the element
 */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout: TIMEOUT.timeout });
}

/**
 * Waits until a button is enabled, or disabled.
 *
 * @param locator - the control
 * @param enabled - which state to wait for
 */
export async function expectEnabled(locator: Locator, enabled = true): Promise<void> {
  await expect.poll(() => locator.isEnabled(), TIMEOUT).toBe(enabled);
}

/**
 * Waits until the page's URL matches.
 *
 * @param page - the page
 * @param pattern - the URL pattern
 */
export async function expectUrl(page: Page, pattern: RegExp): Promise<void> {
  await page.waitForURL(pattern, { timeout: TIMEOUT.timeout });
}
