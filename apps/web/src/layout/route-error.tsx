import { Alert, Button, Stack, toErrorMessage } from '@bazaar/ui';
import { Link } from 'react-router';

// A page's code failed to download: usually a new build replaced the old chunks, or the network dropped.
const isChunkError = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
    error.message,
  );

/**
 * The error screen of a page: what went wrong (the server's message for SDK errors), and a way on — reload for a
 * page that failed to download, home otherwise.
 *
 * @param props - what was thrown
 * @returns the screen
 */
export function RouteError({ error }: { error: unknown }) {
  const message = isChunkError(error)
    ? 'This page could not be downloaded. Check your connection, then reload.'
    : (toErrorMessage(error) ?? 'Something unexpected happened.');
  return (
    <Stack gap={4} className="app-narrow">
      <title>Something went wrong · Bazaar Outfitters</title>
      <h1 className="app-title">Something went wrong</h1>
      <Alert tone="error" title="The page could not be shown">
        {message}
      </Alert>
      <div className="bz-cluster">
        <Button onClick={() => location.reload()}>Reload</Button>
        <Link className="bz-btn bz-btn--secondary" to="/">
          Go to the home page
        </Link>
      </div>
    </Stack>
  );
}
