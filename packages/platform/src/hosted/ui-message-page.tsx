import { Card, LinkButton, Stack } from '@bazaar/ui';
import type { Context } from 'hono';
import { createNonce, renderPage } from './render-page';
import { UiPage } from './ui-page';

/** What a message page says: a title, one sentence or two, and at most one way on. */
export interface UiMessage {
  title: string;
  text: string;
  status: number;
  link?: { href: string; label: string } | undefined;
  /** The app shell's footer line (UiPage's default otherwise). */
  footer?: string;
}

/**
 * Renders a `@bazaar/ui` hosted page that only says something (a link that expired, a page to sign in first, an
 * order placed), with its HTTP status.
 * @param c - the request context
 * @param message - title, text, status and optional link
 */
export function renderUiMessage(c: Context, message: UiMessage): Response {
  const nonce = createNonce();
  return renderPage(
    c,
    <UiPage title={message.title} styleNonce={nonce} {...(message.footer && { footer: message.footer })}>
      <Card as="section" title={message.title}>
        <Stack>
          <p>{message.text}</p>
          {message.link ? <LinkButton href={message.link.href}>{message.link.label}</LinkButton> : null}
        </Stack>
      </Card>
    </UiPage>,
    { status: message.status, styleNonce: nonce },
  );
}
