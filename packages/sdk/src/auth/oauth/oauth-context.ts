import type { Invoke } from '../../http/create-invoker';
import type { Tokens } from '../tokens';
import type { OAuthStrategyOptions } from './oauth-strategy';
import type { Session } from './session';
import type { WindowLike } from './silent-login';
import type { TokenGrants } from './token-grants';

/** What an OAuth strategy hands its sign-in flows when they load (sign-in-flows.ts completes it). */
export interface OAuthStrategyParts {
  /** The strategy's options. */
  options: OAuthStrategyOptions;
  /** The strategy's own pipeline, authorised as the current visitor (like the official `wixClientWithTokens`). */
  invoke: Invoke;
  /** The token endpoint. */
  grants: TokenGrants;
  /** The session (tokens, renewal, events). */
  session: Session;
  /**
   * `EMPTY_TOKENS`, which logout stores: handed over, as the flows import no code of the initial bundle (a module
   * both reach would be a chunk of its own, loaded up front).
   */
  emptyTokens: Tokens;
}

/** What an OAuth strategy shares with its sign-in flows. */
export interface OAuthContext extends OAuthStrategyParts {
  /** The OAuth app's client id. */
  clientId: string;
  /** The window silent login runs in. */
  getWindow(): WindowLike | undefined;
}
