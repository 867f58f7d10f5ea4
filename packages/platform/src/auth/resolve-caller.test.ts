import { describe, expect, it } from 'vitest';
import { parseAuthorization } from './resolve-caller';

const jwt = 'aaa.bbb.ccc';

describe('parseAuthorization', () => {
  it('accepts the raw token the official client sends, and the Bearer form', () => {
    expect(parseAuthorization(jwt)).toEqual({ token: jwt });
    expect(parseAuthorization(`Bearer ${jwt}`)).toEqual({ token: jwt });
  });

  it('splits `<accessToken>,<apiKey>` of the elevated identity calls (business-rules X4)', () => {
    expect(parseAuthorization(`${jwt},bzk_secret`)).toEqual({ token: jwt, apiKey: 'bzk_secret' });
    expect(parseAuthorization('bzk_secret')).toEqual({ apiKey: 'bzk_secret' });
  });

  it('reads nothing from an absent header', () => {
    expect(parseAuthorization(undefined)).toEqual({});
  });
});
