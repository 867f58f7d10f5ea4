import { useSendPasswordResetEmail } from '@bazaar/react';
import { Alert, AuthCard, Button, Form, FormError, Stack, TextField } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';

/**
 * Password recovery: e-mails a link to the platform's reset page, which brings the member back to sign in.
 *
 * @returns the page
 */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const send = useSendPasswordResetEmail();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ email: email.trim(), redirectUri: `${location.origin}/login` });
  };
  return (
    <>
      <title>Reset your password · Bazaar Outfitters</title>
      <AuthCard
        title="Reset your password"
        description="We will e-mail you a link to choose a new one."
        footer={<Link to="/login">Back to sign in</Link>}
      >
        {send.isSuccess ? (
          <Alert tone="success" title="Check your e-mail">
            If there is an account for {email.trim()}, a link to reset its password is on its way.
          </Alert>
        ) : (
          <Form onSubmit={submit} busy={send.isPending} noValidate>
            <Stack gap={4}>
              <FormError error={send.error} title="The e-mail was not sent" />
              <TextField
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
              <Button type="submit" block loading={send.isPending} disabled={!email.trim()}>
                Send the link
              </Button>
            </Stack>
          </Form>
        )}
      </AuthCard>
    </>
  );
}
