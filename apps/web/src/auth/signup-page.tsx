import { useRegister, useSession } from '@bazaar/react';
import type { LoginResult } from '@bazaar/sdk';
import { AuthCard, Button, Form, FormError, Stack, TextField } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { HostedSignInButton } from './hosted-sign-in-button';
import { LoginResultMessage } from './login-result-message';
import { safeReturnPath } from './return-path';
import { VerifyCodeForm } from './verify-code-form';

/** Password length the platform accepts (its sign-up form says "4 to 100 characters"). */
const PASSWORD = { min: 4, max: 100 };

/**
 * Sign-up: e-mail, name and password, then the e-mailed code when the shop verifies addresses. Afterwards the new
 * member is signed in and goes to `returnTo` (default: the account).
 *
 * @returns the page
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const register = useRegister();
  const [email, setEmail] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'details' | 'code'>('details');
  const [done, setDone] = useState(false);

  const onResult = (result: LoginResult) => {
    if (result.loginState === 'SUCCESS') {
      setDone(true);
      navigate(returnTo, { replace: true });
    } else if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') setStep('code');
  };
  const passwordError =
    password && (password.length < PASSWORD.min || password.length > PASSWORD.max)
      ? `Use ${PASSWORD.min} to ${PASSWORD.max} characters.`
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (passwordError) return;
    register.mutate(
      {
        email: email.trim(),
        password,
        ...(nickname.trim() ? { profile: { nickname: nickname.trim() } } : {}),
      },
      { onSuccess: onResult },
    );
  };
  if (loggedIn && !done && !register.isPending) return <Navigate to={returnTo} replace />;

  return (
    <>
      <title>Create an account · Bazaar Outfitters</title>
      <AuthCard
        title={step === 'code' ? 'Check your e-mail' : 'Create an account'}
        description={step === 'code' ? undefined : 'Keep track of your orders and check out faster.'}
        footer={
          <>
            Already a member? <Link to={`/login?returnTo=${encodeURIComponent(returnTo)}`}>Sign in</Link>
          </>
        }
      >
        {step === 'code' ? (
          <VerifyCodeForm email={email} onResult={onResult} />
        ) : (
          <Stack gap={5}>
            <Form onSubmit={submit} busy={register.isPending} noValidate>
              <Stack gap={4}>
                <FormError error={register.error} title="Could not create the account" />
                <LoginResultMessage result={register.data} email={email} />
                <TextField
                  label="E-mail"
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <TextField
                  label="Name"
                  hint="Shown on your profile if you join the community."
                  name="nickname"
                  autoComplete="nickname"
                  value={nickname}
                  onChange={(event) => setNickname(event.target.value)}
                />
                <TextField
                  label="Password"
                  hint={`${PASSWORD.min} to ${PASSWORD.max} characters.`}
                  name="password"
                  type="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  error={passwordError}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <Button
                  type="submit"
                  block
                  loading={register.isPending || done}
                  disabled={!email || !password}
                >
                  Create account
                </Button>
              </Stack>
            </Form>
            <div className="app-divider">
              <span>or</span>
            </div>
            <HostedSignInButton returnTo={returnTo} label="Sign up on the hosted page" screen="signup" />
          </Stack>
        )}
      </AuthCard>
    </>
  );
}
