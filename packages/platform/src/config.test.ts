import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 4000,
      host: '127.0.0.1',
      dataDir: '.bazaar/data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:4000',
      emailVerification: true,
      ownerApproval: false,
      captcha: false,
      devMail: true,
    });
  });

  it('reads the environment', () => {
    const pem = '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n';
    const config = loadConfig({
      PORT: '5000',
      DATABASE_URL: 'postgres://x/y',
      BAZAAR_PUBLIC_URL: 'https://shop.example/',
      BAZAAR_EMAIL_VERIFICATION: 'off',
      BAZAAR_OWNER_APPROVAL: 'yes',
      BAZAAR_SIGNING_KEY: Buffer.from(pem).toString('base64'),
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      port: 5000,
      databaseUrl: 'postgres://x/y',
      publicUrl: 'https://shop.example',
      emailVerification: false,
      ownerApproval: true,
      signingKey: pem,
      devMail: false,
    });
  });

  it('lets the dev command change a default while the environment still wins', () => {
    expect(loadConfig({}, { emailVerification: false }).emailVerification).toBe(false);
    expect(
      loadConfig({ BAZAAR_EMAIL_VERIFICATION: 'true' }, { emailVerification: false }).emailVerification,
    ).toBe(true);
  });

  it('reads the mail throttle, defaulting to 5 mails per email and 50 per client address per 15 minutes', () => {
    expect(loadConfig({}).mailThrottle).toEqual({ windowSeconds: 900, maxPerEmail: 5, maxPerAddress: 50 });
    expect(
      loadConfig({
        BAZAAR_MAIL_THROTTLE_WINDOW_SECONDS: '60',
        BAZAAR_MAIL_THROTTLE_PER_EMAIL: '2',
        BAZAAR_MAIL_THROTTLE_PER_CLIENT: '0',
      }).mailThrottle,
    ).toEqual({ windowSeconds: 60, maxPerEmail: 2, maxPerAddress: 0 });
    expect(() => loadConfig({ BAZAAR_MAIL_THROTTLE_PER_EMAIL: 'five' })).toThrow(
      'BAZAAR_MAIL_THROTTLE_PER_EMAIL',
    );
  });

  it('reads the visitor throttle, defaulting to 600 new visitors per client address per 10 minutes, none exempt', () => {
    expect(loadConfig({}).visitorThrottle).toEqual({
      windowSeconds: 600,
      maxPerAddress: 600,
      exemptAddresses: [],
    });
    expect(
      loadConfig({
        BAZAAR_VISITOR_THROTTLE_WINDOW_SECONDS: '60',
        BAZAAR_VISITOR_THROTTLE_PER_CLIENT: '20',
        BAZAAR_VISITOR_THROTTLE_EXEMPT: ' 127.0.0.1, ::1 ,',
      }).visitorThrottle,
    ).toEqual({ windowSeconds: 60, maxPerAddress: 20, exemptAddresses: ['127.0.0.1', '::1'] });
    const devDefaults = {
      visitorThrottle: { windowSeconds: 600, maxPerAddress: 600, exemptAddresses: ['::1'] },
    };
    expect(loadConfig({}, devDefaults).visitorThrottle.exemptAddresses).toEqual(['::1']);
    expect(
      loadConfig({ BAZAAR_VISITOR_THROTTLE_EXEMPT: 'none' }, devDefaults).visitorThrottle.exemptAddresses,
    ).toEqual([]);
  });

  it('reads the cart-write throttle, defaulting to 600 writes per session per minute, none exempt', () => {
    expect(loadConfig({}).cartThrottle).toEqual({
      windowSeconds: 60,
      maxPerSession: 600,
      exemptAddresses: [],
    });
    expect(
      loadConfig({
        BAZAAR_CART_THROTTLE_WINDOW_SECONDS: '10',
        BAZAAR_CART_THROTTLE_PER_SESSION: '0',
        BAZAAR_CART_THROTTLE_EXEMPT: '127.0.0.1, ::1',
      }).cartThrottle,
    ).toEqual({ windowSeconds: 10, maxPerSession: 0, exemptAddresses: ['127.0.0.1', '::1'] });
    expect(
      loadConfig(
        { BAZAAR_CART_THROTTLE_EXEMPT: 'none' },
        { cartThrottle: { windowSeconds: 60, maxPerSession: 600, exemptAddresses: ['::1'] } },
      ).cartThrottle.exemptAddresses,
    ).toEqual([]);
    expect(() => loadConfig({ BAZAAR_CART_THROTTLE_PER_SESSION: '-1' })).toThrow(
      'BAZAAR_CART_THROTTLE_PER_SESSION',
    );
  });

  it('reads the order-mail throttle, defaulting to 20 mails per recipient per hour', () => {
    expect(loadConfig({}).orderMailThrottle).toEqual({ windowSeconds: 3600, maxPerEmail: 20 });
    expect(
      loadConfig({
        BAZAAR_ORDER_MAIL_THROTTLE_WINDOW_SECONDS: '60',
        BAZAAR_ORDER_MAIL_THROTTLE_PER_EMAIL: '3',
      }).orderMailThrottle,
    ).toEqual({ windowSeconds: 60, maxPerEmail: 3 });
    expect(() => loadConfig({ BAZAAR_ORDER_MAIL_THROTTLE_PER_EMAIL: 'many' })).toThrow(
      'BAZAAR_ORDER_MAIL_THROTTLE_PER_EMAIL',
    );
  });

  it('names the variable of a malformed value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
    expect(() => loadConfig({ BAZAAR_CAPTCHA: 'maybe' })).toThrow('BAZAAR_CAPTCHA');
  });
});
