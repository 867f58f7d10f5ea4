import { handleLoginCallback, type SessionClient, useBazaarClient } from '@bazaar/react';
import { Alert, AuthCard, buttonClassName, Spinner, Stack } from '@bazaar/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { returnPathFromUrl } from './return-path';

// One exchange per callback URL: the code is single-use, and React's development double effects (or a re-render)
// must not spend it twice.
const exchanges = new Map<string, Promise<{ originalUri: string }>>();

/**
 * The hosted sign-in's way back (`/callback#code=…&state=…`): checks the state, exchanges the code for member
 * tokens, and goes on to where the sign-in started. A refused or cancelled sign-in shows the reason.
 *
 * @returns the page
 */
export function CallbackPage() {
  const client = useBazaarClient<SessionClient>();
  const navigate = useNavigate();
  const [error, setError] = useState<string>();
  useEffect(() => {
    const url = location.href;
    let exchange = exchanges.get(url);
    if (!exchange) {
      exchange = handleLoginCallback(client, { url });
      exchanges.set(url, exchange);
    }
    let active = true;
    exchange.then(
      ({ originalUri }) => {
        if (active) navigate(returnPathFromUrl(originalUri, location.origin), { replace: true });
      },
      (caught: unknown) => {
        if (active) setError(caught instanceof Error ? caught.message : String(caught));
      },
    );
    return () => {
      active = false;
    };
  }, [client, navigate]);
  return (
    <>
      <title>Signing in · Bazaar Outfitters</title>
      <AuthCard title={error ? 'Sign-in did not finish' : 'Signing you in…'}>
        {error ? (
          <Stack gap={4}>
            <Alert tone="error" title="The sign-in was not completed">
              {error}
            </Alert>
            <Link className={buttonClassName({ block: true })} to="/login">
              Try again
            </Link>
          </Stack>
        ) : (
          <div className="app-center">
            <Spinner size="lg" label="Signing you in" />
          </div>
        )}
      </AuthCard>
    </>
  );
}
