import type { KeyObject } from 'node:crypto';
import { type JwtClaims, JwtError, verifyJwt } from './jwt';

/** Verifies a compact JWT at a given time (epoch seconds); the signature check is done once per token. */
export type TokenVerifier = (token: string, nowSeconds: number) => Promise<JwtClaims>;

/** Tokens remembered at most; past that the memory starts over (a storefront holds far fewer live tokens). */
const MAX_REMEMBERED = 10_000;

/**
 * A {@link verifyJwt} that remembers the claims of tokens it has verified, keyed by the whole token, until they
 * expire. Every request of a session carries the same token, and an RSA signature check costs more than the rest
 * of resolving the caller; the same bytes always verify the same way while their key is in the ring, so a hit
 * checks only the expiry and that the key was not retired since (`bazaar keys retire`, a map lookup). Tokens that
 * fail are not remembered.
 * @param findKey - resolves a key id to the RSA public key
 */
export function createTokenVerifier(findKey: (kid: string) => Promise<KeyObject | undefined>): TokenVerifier {
  const verified = new Map<string, { claims: JwtClaims; kid: string }>();
  return async (token, nowSeconds) => {
    const known = verified.get(token);
    if (known) {
      if ((known.claims.exp ?? 0) <= nowSeconds) {
        verified.delete(token);
        throw new JwtError('token expired');
      }
      if (await findKey(known.kid)) return known.claims;
      verified.delete(token);
      throw new JwtError('token signed with an unknown key');
    }
    let kid = '';
    const claims = await verifyJwt(
      token,
      (id) => {
        kid = id;
        return findKey(id);
      },
      nowSeconds,
    );
    if (verified.size >= MAX_REMEMBERED) verified.clear();
    verified.set(token, { claims, kid });
    return claims;
  };
}
