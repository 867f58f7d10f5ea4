import { useLoginRedirect } from '@bazaar/react';
import { Button, FormError, Stack } from '@bazaar/ui';

/**
 * "Continue with the hosted page": the platform's own sign-in page (PKCE). The browser comes back to `/callback`,
 * which finishes the sign-in and returns to `returnTo`.
 *
 * @param props - where to return afterwards, the button's text, and the hosted form to open
 * @returns the button
 */
export function HostedSignInButton({
  returnTo,
  label,
  screen,
}: {
  returnTo: string;
  label: string;
  /** `signup` opens the hosted page on its sign-up form (a parameter of the platform's authorize page). */
  screen?: 'signup';
}) {
  const redirect = useLoginRedirect();
  const leaving = redirect.isPending || redirect.isSuccess;
  return (
    <Stack gap={3}>
      <FormError error={redirect.error} title="The sign-in page could not be opened" />
      <Button
        variant="secondary"
        block
        loading={leaving}
        onClick={() =>
          redirect.mutate(
            { redirectUri: `${location.origin}/callback`, originalUri: `${location.origin}${returnTo}` },
            { onSuccess: (url) => location.assign(screen ? `${url}&screen=${screen}` : url) },
          )
        }
      >
        {label}
      </Button>
    </Stack>
  );
}
