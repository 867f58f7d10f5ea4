import { bazaarClientFactory } from './bazaar-client';
import type { ClientFactory } from './identity-client';
import { officialClientFactory } from './official-client';

/** The clients every contract scenario runs with: the official `@wix/sdk` and ours, side by side. */
export const CLIENTS: ClientFactory[] = [officialClientFactory, bazaarClientFactory];
