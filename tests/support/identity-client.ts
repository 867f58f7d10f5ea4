/**
 * What the contract scenarios need from a client, in the spec's words (§4 session, §7 calls). Each client under test
 * (the official `@wix/sdk`, and `@bazaar/sdk` once merged) implements it with its own public API, so one scenario
 * runs against every client.
 */
export interface IdentityClient {
  readonly name: string;
  /** Gets (or renews) visitor tokens, as any first call would. */
  visitorSession(): Promise<SessionTokens>;
  /** Renews the access token with the held refresh token; resolves to the new tokens. */
  renew(): Promise<SessionTokens>;
  /** The held tokens. */
  tokens(): SessionTokens;
  /** Whether the refresh token's role is member (spec §4). */
  loggedIn(): boolean;
  register(email: string, password: string, captcha?: CaptchaInput): Promise<LoginResult>;
  login(email: string, password: string, captcha?: CaptchaInput): Promise<LoginResult>;
  /** Submits the emailed code of a flow in EMAIL_VERIFICATION_REQUIRED. */
  processVerification(code: string): Promise<LoginResult>;
  /** Turns the session token of a SUCCESS into member tokens (redirect session with prompt=none, code exchange). */
  completeLogin(sessionToken: string): Promise<void>;
  /** Starts a hosted (redirect) login; `finish` takes the URL the browser was sent back to. */
  startRedirectLogin(
    redirectUri: string,
  ): Promise<{ url: string; finish(callbackUrl: string): Promise<void> }>;
  /** Logs out; resolves to the URL to send the browser to. */
  logout(postFlowUrl: string): Promise<string>;
  sendPasswordResetEmail(email: string, redirectUri?: string): Promise<void>;
  /** Sets a new password with a recovery token; resolves to the state machine's state. */
  recover(recoveryToken: string, password: string): Promise<string>;
  /** A member-only call: changes the calling member's password. */
  changePassword(newPassword: string): Promise<void>;
  /** Elevated calls with an API key (server side). */
  elevated(apiKey: string): ElevatedClient;
}

/** Elevated operations. */
export interface ElevatedClient {
  /** Signs a member on by email (creates the member when new). */
  signOn(email: string): Promise<{ memberId: string; sessionToken: string }>;
  /** Member tokens for a member, for the visitor client holding this API key (authorized_client grant). */
  memberTokensFor(client: IdentityClient, memberId: string): Promise<SessionTokens>;
}

/** Tokens as the client holds them. */
export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  role: string;
}

/** Visible and invisible captcha tokens (spec §5). */
export interface CaptchaInput {
  recaptchaToken?: string;
  invisibleRecaptchaToken?: string;
}

/** A login/registration result (spec §3 "Tokens and login result"). */
export interface LoginResult {
  loginState: string;
  data?: { sessionToken?: string; stateToken?: string };
  error?: string;
  errorCode?: string;
}

/** A client factory for the table of clients. */
export interface ClientFactory {
  name: string;
  /**
   * @param baseUrl - the local platform
   * @param clientId - the OAuth client id
   * @param fetcher - the real fetch (the harness may have swapped the global one)
   */
  create(baseUrl: string, clientId: string, fetcher: typeof fetch): IdentityClient;
}
