/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// Renders every component of the kit, in its states, into a static page: `packages/ui/preview/index.html`.
// Run: npx tsx packages/ui/preview/render-preview.tsx  (then `screenshot.ts` to capture it).
// Server rendering only, exactly as the hosted pages do it. The page links the kit's stylesheet (not a copy of it),
// so the committed page never drifts from src/styles.css.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { Preview } from './preview-page';

const here = dirname(fileURLToPath(import.meta.url));

// Preview-only rules: show the (normally modal) dialogs in place, sized like the real thing.
const previewCss = `
.pv-overlays dialog { position: static; display: block; width: auto; margin: 0; animation: none; }
.pv-overlays .bz-drawer { height: 24rem; border-radius: var(--bz-radius); }
.pv-flat { border-radius: 0; }
`;

const body = renderToStaticMarkup(<Preview />).replaceAll('<dialog ', '<dialog open="" ');
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@bazaar/ui preview</title>
<link rel="stylesheet" href="../src/styles.css">
<style>${previewCss}</style>
</head>
<body>${body}</body>
</html>
`;
writeFileSync(join(here, 'index.html'), html);
console.log(`wrote ${join(here, 'index.html')} (${html.length} bytes)`);
