import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BuyerNotificationSettings } from '../back-office-api';
import { BUYER_EMAIL_KINDS, changedBuyerEmails } from './buyer-email-kinds';
import { BuyerEmailsForm } from './buyer-emails-form';

/** Text as React writes it into markup. */
const escaped = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

const ALL_ON: BuyerNotificationSettings = {
  orderPlaced: true,
  orderUpdated: true,
  orderShipped: true,
  orderTracking: true,
  orderRefunded: true,
  orderCanceled: true,
};

describe('BuyerEmailsForm', () => {
  it('offers a labelled checkbox per kind, described by what sends it, checked as saved', () => {
    const html = renderToStaticMarkup(
      <BuyerEmailsForm saved={{ ...ALL_ON, orderShipped: false }} onSave={() => {}} />,
    );
    expect(html).toContain('>Buyer emails</h2>');
    const boxes = [...html.matchAll(/<input[^>]*type="checkbox"[^>]*>/g)].map(([tag]) => tag);
    expect(boxes).toHaveLength(BUYER_EMAIL_KINDS.length);
    for (const { setting, label, description } of BUYER_EMAIL_KINDS) {
      const box = boxes.find((tag) => tag.includes(`name="${setting}"`));
      expect(box, setting).toBeDefined();
      const id = /id="([^"]+)"/.exec(box!)![1];
      const hintId = /aria-describedby="([^"]+)"/.exec(box!)![1];
      expect(html).toContain(`for="${id}"`);
      expect(html).toMatch(new RegExp(`<label[^>]*for="${id}"[^>]*>.*?${label}`));
      expect(html).toContain(`id="${hintId}"`);
      expect(html).toContain(escaped(description));
      expect(box!.includes('checked=""'), setting).toBe(setting !== 'orderShipped');
    }
  });

  it('keeps Save disabled until something changes', () => {
    const html = renderToStaticMarkup(<BuyerEmailsForm saved={ALL_ON} onSave={() => {}} />);
    const save = /<button[^>]*>Save buyer emails/.exec(html)?.[0];
    expect(save).toContain('disabled=""');
  });
});

describe('changedBuyerEmails', () => {
  it('sends only the settings the form changed', () => {
    const saved = { ...ALL_ON, orderShipped: false };
    expect(changedBuyerEmails(saved, saved)).toEqual({});
    expect(changedBuyerEmails(saved, { ...saved, orderShipped: true, orderTracking: false })).toEqual({
      orderShipped: true,
      orderTracking: false,
    });
  });
});
