import type { FetchWithAuth } from '../client/create-client';
import { ambientModuleContext } from './ambient-context';

/**
 * `client.fetchWithAuth` of the ambient client (see {@link ambientContext}): a fetch with its auth headers, paths
 * starting with `/` resolved against its base URL, no conversions. As in the official client it uses the plain
 * ambient client only.
 *
 * @param url - an absolute URL, or a path on the ambient client's base URL
 * @param init - the request init, as for fetch
 * @returns the response
 * @throws BazaarError - synchronously, code `CONTEXT_NOT_AVAILABLE` ("Wix context is not available…") when no plain
 *   client is enabled
 * @example
 * client.context.enableContext();
 * const response = await fetchWithAuth('/ecom/v1/carts/current');
 */
export const fetchWithAuth: FetchWithAuth = (url, init) =>
  ambientModuleContext(false).fetchWithAuth(url, init);
