import { Button, Card, Form, FormError, SelectField, TextField } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAdminClient } from '../admin-client';
import { backOfficeQueries } from '../admin-queries';
import { ALL_EVENTS, EVENT_TYPE_GROUPS } from './webhook-event-types';

/**
 * Registers a URL for one event type or all of them. The platform validates the type and the URL (http or https);
 * its refusals show with its message.
 *
 * @param props - what to do once the webhook is registered
 * @returns the form card
 */
export function RegisterWebhookForm({ onRegistered }: { onRegistered: () => Promise<unknown> }) {
  const client = useAdminClient();
  const [eventType, setEventType] = useState(ALL_EVENTS);
  const [url, setUrl] = useState('');
  const create = useMutation({
    ...backOfficeQueries.mutationOptions.createWebhook(client),
    onSuccess: () => {
      setUrl('');
      return onRegistered();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate([eventType, url.trim()]);
  };
  return (
    <Card as="section" title="Register a webhook">
      {/* noValidate: the platform's own message explains a refused URL, the same way as for API callers. */}
      <Form onSubmit={submit} noValidate>
        <FormError error={create.error} title="Could not register the webhook" />
        <SelectField label="Event" value={eventType} onChange={(e) => setEventType(e.target.value)}>
          <option value={ALL_EVENTS}>All events</option>
          {EVENT_TYPE_GROUPS.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.types.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          label="URL"
          type="url"
          required
          placeholder="https://example.com/webhooks"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Button type="submit" loading={create.isPending} disabled={!url.trim()}>
          Register webhook
        </Button>
      </Form>
    </Card>
  );
}
