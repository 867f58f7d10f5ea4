// Captures full-page screenshots of preview/index.html with Debian's Chromium (playwright-core, no download).
// Run after render-preview.tsx: npx tsx packages/ui/preview/screenshot.ts
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const shots = [
  { name: 'desktop', width: 1280, height: 900, colorScheme: 'light' },
  { name: 'mobile', width: 390, height: 844, colorScheme: 'light' },
  { name: 'desktop-dark', width: 1280, height: 900, colorScheme: 'dark' },
] as const;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const shot of shots) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      colorScheme: shot.colorScheme,
      reducedMotion: 'reduce',
    });
    await page.goto(pathToFileURL(join(here, 'index.html')).href);
    // Lazy images below the fold would stay empty in a full-page capture.
    await page.evaluate(async () => {
      const images = [...document.images];
      for (const image of images) image.loading = 'eager';
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    });
    const path = join(here, `${shot.name}.png`);
    await page.screenshot({ path, fullPage: true, animations: 'disabled' });
    console.log(`wrote ${path}`);
    await page.close();
  }
} finally {
  await browser.close();
}
