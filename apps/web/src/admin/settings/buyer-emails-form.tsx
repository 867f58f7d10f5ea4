import { Button, Card, Checkbox, Form, FormError } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';
import type { BuyerNotificationSettings } from '../back-office-api';
import { BUYER_EMAIL_KINDS, changedBuyerEmails } from './buyer-email-kinds';

/** Props of {@link BuyerEmailsForm}. */
export interface BuyerEmailsFormProps {
  /** The settings as saved. */
  saved: BuyerNotificationSettings;
  /** Saves the changed settings. */
  onSave: (changed: Partial<BuyerNotificationSettings>) => void;
  saving?: boolean;
  error?: unknown;
}

/**
 * "Buyer emails": a checkbox per kind of mail the store sends buyers, each with what sends it. A kind turned off is
 * never sent, even when a cancel or refund asks to email the buyer.
 *
 * @param props - the saved settings and how to save
 * @returns the section
 */
export function BuyerEmailsForm({ saved, onSave, saving = false, error }: BuyerEmailsFormProps) {
  const [draft, setDraft] = useState(saved);
  const changed = changedBuyerEmails(saved, draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(changed);
  };
  return (
    <Card
      as="section"
      title="Buyer emails"
      description="The emails buyers get about their orders. Turned off, an email is never sent, even when a cancellation or refund asks to email the buyer."
    >
      <Form onSubmit={submit}>
        <FormError error={error} title="Could not save the buyer emails" />
        {BUYER_EMAIL_KINDS.map(({ setting, label, description }) => (
          <Checkbox
            key={setting}
            name={setting}
            label={label}
            hint={description}
            checked={draft[setting]}
            onChange={(e) => setDraft({ ...draft, [setting]: e.target.checked })}
          />
        ))}
        <Button type="submit" loading={saving} disabled={Object.keys(changed).length === 0}>
          Save buyer emails
        </Button>
      </Form>
    </Card>
  );
}
