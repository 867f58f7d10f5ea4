/** @jsxRuntime automatic */
// (The pragma: the root tsconfig does not include preview/, so tsx would otherwise compile classic JSX.)
// The preview page: every component of the kit in its states, inside the app shell.
import { AppShell, Badge, Grid, LinkButton, PageHeader, Stack, ToastProvider } from '../src/index';
import { Logo } from './logo';
import { CatalogSection, OrderSection, TableSection } from './preview-data-display';
import { AlertsSection, EmptySection, StatusSection } from './preview-feedback';
import { AuthSection, ButtonsSection, FieldsSection } from './preview-forms';
import { OverlaysSection } from './preview-overlays';

/** The whole gallery; `render-preview.tsx` writes it to `index.html` and the stylesheet test renders it. */
export function Preview() {
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
