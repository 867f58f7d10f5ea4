import { describe, expect, it } from 'vitest';
import { createMemoryTokenStorage, EMPTY_TOKENS, isTokens } from './tokens';

describe('createMemoryTokenStorage', () => {
  it('starts empty (role none) and keeps what it is given', () => {
    const storage = createMemoryTokenStorage();
    expect(storage.getTokens()).toEqual({
      accessToken: { value: '', expiresAt: 0 },
      refreshToken: { value: '', role: 'none' },
    });
    const tokens = {
      accessToken: { value: 'a', expiresAt: 1 },
      refreshToken: { value: 'r', role: 'visitor' as const },
    };
    storage.setTokens(tokens);
    expect(storage.getTokens()).toBe(tokens);
  });
});

describe('isTokens', () => {
  it('accepts token shapes and rejects others', () => {
    expect(isTokens(EMPTY_TOKENS)).toBe(true);
    expect(
      isTokens({
        accessToken: { value: 'a', expiresAt: '1' },
        refreshToken: { value: 'r', role: 'visitor' },
      }),
    ).toBe(false);
    expect(
      isTokens({ accessToken: { value: 'a', expiresAt: 1 }, refreshToken: { value: 'r', role: 'admin' } }),
    ).toBe(false);
    expect(isTokens(null)).toBe(false);
  });
});
