// Vite: `npm start` builds the app into dist/ (served by the platform at `/`); `npm run dev:web` runs the dev
// server on http://localhost:5173 with the platform's paths proxied to it (BAZAAR_PLATFORM_URL, default :4000).
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEMO_WEB_CLIENT_ID } from '../../packages/platform/src/config.js';
import { RESERVED_SEGMENTS } from '../../packages/platform/src/modules/web-app/app-paths.js';
import { renderIndexHtml } from '../../packages/platform/src/modules/web-app/index-html.js';

const platformUrl = process.env.BAZAAR_PLATFORM_URL || 'http://localhost:4000';

// Every path the platform answers on its own (the ones its app fallback never takes): API families, private
// `_api`/`_iam` paths, versioned paths, hosted pages and media. The app's own routes stay with Vite.
const platformPaths = `^/(_[^/]*|${[...RESERVED_SEGMENTS].filter((s) => s !== 'assets').join('|')}|v\\d+|[^/]+/v\\d+)(/|$)`;

/**
 * In development the page is Vite's, so it gets the run-time configuration here, the way the platform injects it
 * into the built page: the seeded web app's client id and the dev server's own origin as API base (proxied).
 */
function runtimeConfig(): Plugin {
  return {
    name: 'bazaar-runtime-config',
    apply: 'serve',
    transformIndexHtml: (html) =>
      renderIndexHtml(html, {
        clientId: process.env.BAZAAR_WEB_CLIENT_ID || DEMO_WEB_CLIENT_ID,
        apiBaseUrl: '',
      }),
  };
}

export default defineConfig({
  plugins: [react(), runtimeConfig()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: { [platformPaths]: { target: platformUrl, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // The platform serves index.html itself (with the configuration) and long-caches /assets/*.
    assetsDir: 'assets',
    reportCompressedSize: false,
    // Every browser the app supports has native modulepreload.
    modulePreload: { polyfill: false },
    // Everything the entry loads statically goes in one file: it is all downloaded before first paint anyway, and
    // one file compresses better than the three Rolldown would make (React apart from the app, …): −1.7 KB gzip.
    // Lazy pages keep their own chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
});
