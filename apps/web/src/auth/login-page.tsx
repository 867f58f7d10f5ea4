import { useLogin, useSession } from '@bazaar/react';
import type { LoginResult } from '@bazaar/sdk';
import { AuthCard, Button, Form, FormError, Stack, TextField } from '@bazaar/ui';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { HostedSignInButton } from './hosted-sign-in-button';
import { LoginResultMessage } from './login-result-message';
import { safeReturnPath } from './return-path';
import { VerifyCodeForm } from './verify-code-form';

/**
 * Sign-in: e-mail and password here (with the e-mailed code when the address needs verifying), or the platform's
 * hosted page. Afterwards the member goes back to `returnTo` (default: the account).
 *
 * @returns the page
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('returnTo'));
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const login = useLogin();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [done, setDone] = useState(false);

  const onResult = (result: LoginResult) => {
    if (result.loginState === 'SUCCESS') {
      setDone(true);
      navigate(returnTo, { replace: true });
    } else if (result.loginState === 'EMAIL_VERIFICATION_REQUIRED') setStep('code');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess: onResult });
  };
  if (loggedIn && !done && !login.isPending) return <Navigate to={returnTo} replace />;

  return (
    <>
      <title>Sign in · Bazaar Outfitters</title>
      <AuthCard
        title={step === 'code' ? 'Check your e-mail' : 'Sign in'}
        description={step === 'code' ? undefined : 'Welcome back. Sign in to see your orders and profile.'}
        footer={
          <>
            New here? <Link to={`/signup?returnTo=${encodeURIComponent(returnTo)}`}>Create an account</Link>
          </>
        }
      >
        {step === 'code' ? (
          <VerifyCodeForm email={email} onResult={onResult} />
        ) : (
          <Stack gap={5}>
            <Form onSubmit={submit} busy={login.isPending} noValidate>
              <Stack gap={4}>
                <FormError error={login.error} title="Could not sign in" />
                <LoginResultMessage result={login.data} email={email} />
                <TextField
                  label="E-mail"
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
                <TextField
                  label="Password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
                <p className="app-form-aside">
                  <Link to={`/forgot-password${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
                    Forgot your password?
                  </Link>
                </p>
                <Button type="submit" block loading={login.isPending || done} disabled={!email || !password}>
                  Sign in
                </Button>
              </Stack>
            </Form>
            <div className="app-divider">
              <span>or</span>
            </div>
            <HostedSignInButton returnTo={returnTo} label="Continue with the hosted sign-in page" />
          </Stack>
        )}
      </AuthCard>
    </>
  );
}
