import { useProcessVerification } from '@bazaar/react';
import type { LoginResult } from '@bazaar/sdk';
import { Button, Form, FormError, Stack, TextField } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';

/**
 * The e-mailed 6-digit code of a sign-up or sign-in that needs the address verified. A wrong code shows the
 * server's message; the result (SUCCESS, or another state) goes to `onResult`.
 *
 * @param props - the address the code went to, and what to do with the result
 * @returns the form
 */
export function VerifyCodeForm({
  email,
  onResult,
}: {
  email: string;
  onResult: (result: LoginResult) => void;
}) {
  const verify = useProcessVerification();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate({ verificationCode: code.trim() }, { onSuccess: onResult });
  };
  const failure = verify.data?.loginState === 'FAILURE' ? verify.data.error : undefined;
  return (
    <Form onSubmit={submit} busy={verify.isPending} noValidate>
      <Stack gap={4}>
        <p className="bz-muted">
          We sent a 6-digit code to <strong>{email}</strong>. Enter it to confirm the address.
        </p>
        <FormError error={verify.error ?? failure} title="That code did not work" />
        <TextField
          label="Verification code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" block loading={verify.isPending} disabled={code.trim().length === 0}>
          Verify and continue
        </Button>
      </Stack>
    </Form>
  );
}
