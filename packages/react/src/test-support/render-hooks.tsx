import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { AnyBazaarClient } from '../client-types';
import { BazaarProvider } from '../provider/bazaar-provider';

/**
 * Renders hooks inside a `BazaarProvider` on the server renderer (no DOM is installed) and returns what they
 * returned. Mutations returned this way can be run (`mutateAsync`); effects do not run.
 *
 * @param client - the Bazaar client
 * @param queryClient - the cache
 * @param hooks - calls the hooks
 * @returns their results
 */
export function renderHooks<TResult>(
  client: AnyBazaarClient,
  queryClient: QueryClient,
  hooks: () => TResult,
): TResult {
  let result: { value: TResult } | undefined;
  renderToString(
    <BazaarProvider client={client} queryClient={queryClient}>
      <Probe
        run={() => {
          result = { value: hooks() };
        }}
      />
    </BazaarProvider>,
  );
  if (!result) throw new Error('the hooks did not render');
  return result.value;
}

/** Calls `run` while rendering, so the hooks inside it run as this component's hooks. */
function Probe({ run }: { run: () => void }) {
  run();
  return null;
}
