import { useUpdateMember } from '@bazaar/react';
import type { Member } from '@bazaar/sdk';
import { Button, Card, Form, FormActions, FormError, TextField, useToast } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';

/**
 * The member's name: display name (the public profile's nickname), first and last name (the contact).
 *
 * @param props - the member (FULL fieldset)
 * @returns the card
 */
export function ProfileForm({ member }: { member: Member }) {
  const update = useUpdateMember();
  const toast = useToast();
  const [nickname, setNickname] = useState(member.profile?.nickname ?? '');
  const [firstName, setFirstName] = useState(member.contact?.firstName ?? '');
  const [lastName, setLastName] = useState(member.contact?.lastName ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      [
        member._id ?? '',
        {
          profile: { nickname: nickname.trim() },
          contact: { firstName: firstName.trim(), lastName: lastName.trim() },
        },
      ],
      { onSuccess: () => toast.show({ tone: 'success', title: 'Profile saved' }) },
    );
  };
  return (
    <Card as="section" title="Profile" description="How the shop greets you, and your name on orders.">
      <Form onSubmit={submit} busy={update.isPending} noValidate>
        <FormError error={update.error} title="The profile was not saved" />
        <TextField
          label="Display name"
          name="nickname"
          autoComplete="nickname"
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
        <div className="app-form-row">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
        <FormActions>
          <Button type="submit" loading={update.isPending}>
            Save profile
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
