import type { ClientFactory } from './identity-client';
import { officialClientFactory } from './official-client';

/**
 * The clients every contract scenario runs with. `@bazaar/sdk` joins this table when its branch is merged
 * (a factory implementing IdentityClient with the Bazaar SDK's public API).
 */
export const CLIENTS: ClientFactory[] = [officialClientFactory];
