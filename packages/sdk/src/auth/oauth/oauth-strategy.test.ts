import { describe, expect, it } from 'vitest';
import { EMPTY_TOKENS } from '../tokens';
import { OAuthStrategy } from './oauth-strategy';
import { createSignInFlows } from './sign-in-flows';

describe('OAuthStrategy', () => {
  // The sign-in flows' names are one string in the strategy (the least code up front): this keeps them in step.
  it('has the session methods, attach, parseFromUrl and one method per sign-in flow, nothing else', () => {
    const auth = OAuthStrategy({ clientId: 'c' });
    const flows = createSignInFlows(auth as never, {} as never, auth, (() => {}) as never, EMPTY_TOKENS);
    expect(Object.keys(auth).sort()).toEqual(
      [
        'getTokens',
        'setTokens',
        'getAuthHeaders',
        'getHeldAuthHeaders',
        'generateVisitorTokens',
        'renewToken',
        'onSessionChange',
        'loggedIn',
        'getActiveToken',
        'attach',
        'parseFromUrl',
        ...Object.keys(flows),
      ].sort(),
    );
    for (const name of Object.keys(flows))
      expect(typeof (auth as unknown as Record<string, unknown>)[name]).toBe('function');
  });
});
