import type { Invoke } from '../../http/create-invoker';
import type { Session } from './session';
import type { WindowLike } from './silent-login';
import type { TokenGrants } from './token-grants';

/** What an OAuth strategy shares with its sign-in flows. */
export interface OAuthContext {
  /** The OAuth app's client id. */
  clientId: string;
  /** The strategy's own pipeline, authorised as the current visitor (like the official `wixClientWithTokens`). */
  invoke: Invoke;
  /** The token endpoint. */
  grants: TokenGrants;
  /** The session (tokens, renewal, events). */
  session: Session;
  /** The window silent login runs in. */
  getWindow(): WindowLike | undefined;
}
