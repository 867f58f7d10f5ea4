/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// Renders every component of the kit, in its states, into a static page: `packages/ui/preview/index.html`.
// Run: npx tsx packages/ui/preview/render-preview.tsx  (then `screenshot.ts` to capture it).
// Server rendering only, exactly as the hosted pages do it, with the stylesheet inlined.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { AppShell, Badge, Grid, LinkButton, PageHeader, Stack, ToastProvider } from '../src/index';
import { Logo } from './logo';
import { CatalogSection, OrderSection, TableSection } from './preview-data-display';
import { AlertsSection, EmptySection, StatusSection } from './preview-feedback';
import { AuthSection, ButtonsSection, FieldsSection } from './preview-forms';
import { OverlaysSection } from './preview-overlays';

const here = dirname(fileURLToPath(import.meta.url));

// Preview-only rules: show the (normally modal) dialogs in place, sized like the real thing.
const previewCss = `
.pv-overlays dialog { position: static; display: block; width: auto; margin: 0; animation: none; }
.pv-overlays .bz-drawer { height: 24rem; border-radius: var(--bz-radius); }
.pv-flat { border-radius: 0; }
`;

function Preview() {
  return (
    <ToastProvider>
      <AppShell
        brand={<Logo />}
        nav={
          <>
            <a href="#shop" aria-current="page">
              Shop
            </a>
            <a href="#orders">Orders</a>
            <a href="#members">Members</a>
            <a href="#catalog">Catalog</a>
          </>
        }
        actions={
          <>
            <LinkButton href="#cart" variant="ghost" size="sm">
              Cart <Badge tone="accent">2</Badge>
            </LinkButton>
            <LinkButton href="#signin" variant="secondary" size="sm">
              Sign in
            </LinkButton>
          </>
        }
        footer="© 2026 Bazaar — component preview"
      >
        <Stack gap={7}>
          <PageHeader
            eyebrow={<a href="#ui">@bazaar/ui</a>}
            title="Component preview"
            description="Every component of the kit, server-rendered, in its states."
            actions={<LinkButton href="#top">Primary action</LinkButton>}
          />
          <Grid minItemWidth="22rem" style={{ alignItems: 'start' }}>
            <ButtonsSection />
            <AuthSection />
          </Grid>
          <FieldsSection />
          <AlertsSection />
          <StatusSection />
          <CatalogSection />
          <TableSection />
          <Grid minItemWidth="22rem" style={{ alignItems: 'start' }}>
            <OrderSection />
            <EmptySection />
          </Grid>
          <OverlaysSection />
        </Stack>
      </AppShell>
    </ToastProvider>
  );
}

const css = readFileSync(join(here, '../src/styles.css'), 'utf8');
const body = renderToStaticMarkup(<Preview />).replaceAll('<dialog ', '<dialog open="" ');
const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>@bazaar/ui preview</title>
<style>${css}${previewCss}</style>
</head>
<body>${body}</body>
</html>
`;
writeFileSync(join(here, 'index.html'), html);
console.log(`wrote ${join(here, 'index.html')} (${html.length} bytes; stylesheet ${css.length} bytes)`);
