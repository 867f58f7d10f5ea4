import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AppShell } from '@bazaar/ui';
import type { ReactNode } from 'react';

let styles: string | undefined;

/** The `@bazaar/ui` stylesheet, read once from the package (hosted pages inline it, packages/ui/README.md). */
export function uiStyles(): string {
  styles ??= readFileSync(createRequire(import.meta.url).resolve('@bazaar/ui/styles.css'), 'utf8');
  return styles;
}

/**
 * The frame of a hosted page built on `@bazaar/ui`: the kit's app shell with its stylesheet inlined in a `<style>`
 * carrying the page's CSP nonce (render-page.tsx `styleNonce`). No script: everything works with plain forms.
 * @param props - page title, style nonce, content, and the footer line (default: the test checkout's notice)
 */
export function UiPage(props: { title: string; styleNonce: string; children: ReactNode; footer?: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${props.title} · Bazaar`}</title>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the kit's own stylesheet, not user input */}
        <style nonce={props.styleNonce} dangerouslySetInnerHTML={{ __html: uiStyles() }} />
      </head>
      <body>
        <AppShell
          brand="Bazaar"
          brandHref="#main"
          footer={props.footer ?? 'Test checkout: no real payment is taken.'}
        >
          {props.children}
        </AppShell>
      </body>
    </html>
  );
}
