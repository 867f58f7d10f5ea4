import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InteractiveFixture } from './testing/interactive-fixture';

const chromiumPath = '/usr/bin/chromium';
const origin = 'http://bazaar.test';

/** Bundles the fixture with a hydrating entry, as the web app's bundler would. */
async function bundleFixture(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { hydrateRoot } from 'react-dom/client';
import { InteractiveFixture } from './interactive-fixture';
hydrateRoot(document.getElementById('root'), <InteractiveFixture />, {
  onRecoverableError: (error) => console.error('recoverable: ' + error.message),
});
window.__hydrated = true;`,
      resolveDir: fileURLToPath(new URL('./testing', import.meta.url)),
      loader: 'tsx',
    },
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe.skipIf(!existsSync(chromiumPath))('interactive components in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    const [script, css] = await Promise.all([
      bundleFixture(),
      import('node:fs/promises').then((fs) => fs.readFile(new URL('./styles.css', import.meta.url), 'utf8')),
    ]);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${css}</style></head>
<body><div id="root">${renderToString(<InteractiveFixture />)}</div><script type="module" src="/app.js"></script></body></html>`;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Served from memory: no server, no port.
    await page.route(`${origin}/**`, (route) =>
      route.request().url().endsWith('/app.js')
        ? route.fulfill({ contentType: 'text/javascript', body: script })
        : route.fulfill({ contentType: 'text/html', body: html }),
    );
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => (window as unknown as { __hydrated?: boolean }).__hydrated === true);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('hydrates the server markup without a mismatch or an error', () => {
    expect(errors).toEqual([]);
  });

  it('opens the dialog as a modal with focus inside, closes it with Escape and returns focus', async () => {
    await page.click('#open-dialog');
    const dialog = page.getByRole('dialog', { name: 'Edit address', includeHidden: true });
    await expect
      .poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open && node.matches(':modal')))
      .toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('street');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((node: HTMLDialogElement) => node.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('open-dialog');
  }, 60_000);

  it('starts a destructive confirm on Cancel and shows the error when the action fails', async () => {
    await page.click('#open-confirm');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.getByRole('button', { name: 'Delete member', exact: true }).last().click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Member is the site owner');
    expect(
      await page
        .getByRole('dialog', { name: 'Delete member?', includeHidden: true })
        .evaluate((node: HTMLDialogElement) => node.open),
    ).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Delete member?', includeHidden: true })
          .evaluate((n: HTMLDialogElement) => n.open),
      )
      .toBe(false);
  }, 60_000);

  it('moves between tabs with the arrow keys, skipping disabled tabs', async () => {
    await page.getByRole('tab', { name: 'One' }).focus();
    await page.keyboard.press('ArrowRight');
    const two = page.getByRole('tab', { name: 'Two' });
    expect(await two.getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Two');
    expect(await page.getByRole('tabpanel').textContent()).toBe('Second panel');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('One');
  }, 60_000);

  it('steps the quantity up to its maximum and then disables +', async () => {
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    expect(await page.inputValue('#quantity')).toBe('3');
    expect(await increase.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(false);
  }, 60_000);

  it('shows select-all as indeterminate after one row is picked, then selects every row', async () => {
    const selectAll = page.getByRole('checkbox', { name: 'Select all rows on this page' });
    await page.getByRole('checkbox', { name: 'Select Ada' }).check();
    expect(await selectAll.evaluate((node: HTMLInputElement) => [node.indeterminate, node.checked])).toEqual([
      true,
      false,
    ]);
    await selectAll.click();
    expect(await selectAll.evaluate((node: HTMLInputElement) => [node.indeterminate, node.checked])).toEqual([
      false,
      true,
    ]);
    expect(await page.getByRole('checkbox', { name: 'Select Grace' }).isChecked()).toBe(true);
  }, 60_000);

  it('announces a toast in the live region and dismisses it', async () => {
    await page.getByRole('button', { name: 'Notify' }).click();
    const region = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => region.textContent()).toContain('Saved the address');
    await region.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => region.textContent()).toBe('');
  }, 60_000);
});
