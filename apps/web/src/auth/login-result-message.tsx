import type { LoginResult } from '@bazaar/sdk';
import { Alert, FormError } from '@bazaar/ui';
import { Link } from 'react-router';

/**
 * What a sign-in or sign-up that did not succeed says: the server's message for a FAILURE (with the way on for the
 * cases that have one), or the pending-approval notice.
 *
 * @param props - the result, and the e-mail it was for
 * @returns the message, or nothing
 */
export function LoginResultMessage({ result, email }: { result: LoginResult | undefined; email: string }) {
  if (result?.loginState === 'OWNER_APPROVAL_REQUIRED') {
    return (
      <Alert tone="info" title="Waiting for approval">
        The shop owner approves new members. You can sign in once your account is approved.
      </Alert>
    );
  }
  if (result?.loginState !== 'FAILURE') return null;
  const next =
    result.errorCode === 'emailAlreadyExists' ? (
      <Link to={`/login?email=${encodeURIComponent(email)}`}>Sign in instead</Link>
    ) : result.errorCode === 'resetPassword' || result.errorCode === 'invalidPassword' ? (
      <Link to={`/forgot-password?email=${encodeURIComponent(email)}`}>Reset your password</Link>
    ) : null;
  return (
    <div className="app-stack-sm">
      <FormError
        error={result.error || 'The request was refused.'}
        title={titles[result.errorCode ?? ''] ?? 'That did not work'}
      />
      {next ? <p>{next}</p> : null}
    </div>
  );
}

const titles: Record<string, string> = {
  invalidEmail: 'Check the e-mail address',
  invalidPassword: 'Wrong e-mail or password',
  resetPassword: 'Your password needs to be reset',
  emailAlreadyExists: 'There is already an account for this address',
  missingCaptchaToken: 'A captcha is required',
  invalidCaptchaToken: 'The captcha was not accepted',
};
