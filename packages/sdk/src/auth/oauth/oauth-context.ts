import type { Invoke } from '../../http/create-invoker';
import type { Tokens } from '../tokens';
import type { OAuthStrategyOptions } from './oauth-strategy';
import type { Session } from './session';
import type { WindowLike } from './silent-login';
import type { TokenGrant } from './token-grants';

/** What an OAuth strategy shares with its sign-in flows (sign-in-flows.ts builds it). */
export interface OAuthContext {
  /** The strategy's options. */
  options: OAuthStrategyOptions;
  /** The strategy's own pipeline, authorised as the current visitor (like the official `wixClientWithTokens`). */
  invoke: Invoke;
  /** The token endpoint. */
  grant: TokenGrant;
  /** The session (tokens, renewal, events). */
  session: Session;
  /** `EMPTY_TOKENS`, which logout stores. */
  emptyTokens: Tokens;
  /** The OAuth app's client id. */
  clientId: string;
  /** The window silent login runs in. */
  getWindow(): WindowLike | undefined;
}
