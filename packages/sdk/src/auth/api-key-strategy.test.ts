import { describe, expect, it } from 'vitest';
import { ApiKeyStrategy } from './api-key-strategy';

describe('ApiKeyStrategy', () => {
  it('sends the raw API key with the site and account headers when given', async () => {
    expect(
      await ApiKeyStrategy({ apiKey: 'key', siteId: 'site', accountId: 'acc' }).getAuthHeaders(),
    ).toEqual({
      headers: { Authorization: 'key', 'wix-site-id': 'site', 'wix-account-id': 'acc' },
    });
  });

  it('leaves out the site and account headers when not given', async () => {
    expect(await ApiKeyStrategy({ apiKey: 'key' }).getAuthHeaders()).toEqual({
      headers: { Authorization: 'key' },
    });
  });
});
