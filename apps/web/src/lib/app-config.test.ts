import { describe, expect, it } from 'vitest';
import { DEMO_WEB_CLIENT_ID, readAppConfig } from './app-config';

describe('readAppConfig', () => {
  it('takes the client id and API origin the platform wrote', () => {
    expect(
      readAppConfig('{"clientId":"abc","apiBaseUrl":"https://api.example/"}', 'https://shop.example'),
    ).toEqual({ clientId: 'abc', apiBaseUrl: 'https://api.example' });
  });

  it('falls back to the demo app on the page’s origin without a tag (another static server, dev server)', () => {
    expect(readAppConfig(null, 'http://localhost:5173')).toEqual({
      clientId: DEMO_WEB_CLIENT_ID,
      apiBaseUrl: 'http://localhost:5173',
    });
    expect(readAppConfig('{"clientId":"abc","apiBaseUrl":""}', 'http://localhost:5173').apiBaseUrl).toBe(
      'http://localhost:5173',
    );
    expect(readAppConfig('not json', 'http://x').clientId).toBe(DEMO_WEB_CLIENT_ID);
  });
});
