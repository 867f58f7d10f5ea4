import { useUpdateCurrentMemberSlug } from '@bazaar/react';
import { isApplicationError, type Member } from '@bazaar/sdk';
import { Button, Card, Form, FormActions, FormError, TextField, useToast } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';

/** What a slug may look like here: the platform takes any text, but a profile address should be URL-friendly. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The member's profile address (slug). Slugs are unique: a taken one is refused by the server (409
 * `SLUG_ALREADY_EXISTS`), whose message is shown on the field.
 *
 * @param props - the member
 * @returns the card
 */
export function SlugForm({ member }: { member: Member }) {
  const update = useUpdateCurrentMemberSlug();
  const toast = useToast();
  const [slug, setSlug] = useState(member.profile?.slug ?? '');
  const value = slug.trim();
  const formatError =
    value && !SLUG.test(value) ? 'Use lower-case letters, digits and single dashes.' : undefined;
  const taken = isApplicationError(update.error) && update.error.code === 'SLUG_ALREADY_EXISTS';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!formatError && value)
      update.mutate([value], {
        onSuccess: () => toast.show({ tone: 'success', title: 'Profile address saved' }),
      });
  };
  return (
    <Card
      as="section"
      title="Profile address"
      description="The short name in the address of your public profile."
    >
      <Form onSubmit={submit} busy={update.isPending} noValidate>
        {taken ? null : <FormError error={update.error} title="The address was not saved" />}
        <TextField
          label="Slug"
          name="slug"
          autoComplete="off"
          spellCheck={false}
          hint={`${location.origin}/members/${value || 'your-name'}`}
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value);
            if (update.error) update.reset();
          }}
          error={formatError ?? (taken ? `${update.error?.message} Try another.` : undefined)}
        />
        <FormActions>
          <Button
            type="submit"
            loading={update.isPending}
            disabled={!value || !!formatError || value === member.profile?.slug}
          >
            Save address
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
