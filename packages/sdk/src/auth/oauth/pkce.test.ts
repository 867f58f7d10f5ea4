import { describe, expect, it } from 'vitest';
import { createCodeChallenge, createCodeVerifier } from './pkce';

describe('createCodeVerifier', () => {
  it('is 43 characters of [A-Za-z0-9-._~] by default', () => {
    for (let i = 0; i < 50; i++) expect(createCodeVerifier()).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
  });

  it.each([43, 64, 128])('can be %i characters long', (length) => {
    expect(createCodeVerifier(length)).toHaveLength(length);
  });

  it.each([42, 129, 50.5])('refuses a length of %d', (length) => {
    expect(() => createCodeVerifier(length)).toThrow(RangeError);
  });

  it('uses every character of the set (no value is unreachable)', () => {
    const seen = new Set(Array.from({ length: 200 }, () => createCodeVerifier(128)).join(''));
    expect(seen.size).toBe(66);
  });
});

describe('createCodeChallenge', () => {
  it('is base64url(SHA-256(verifier)) without padding (RFC 7636 appendix B vector)', async () => {
    expect(await createCodeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
