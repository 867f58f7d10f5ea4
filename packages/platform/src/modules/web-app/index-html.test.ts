import { describe, expect, it } from 'vitest';
import { canonicalPageUrl } from './canonical-origin';
import { renderIndexHtml } from './index-html';

describe('renderIndexHtml', () => {
  it('adds the configuration before </head>, escaped for an attribute', () => {
    const html = renderIndexHtml('<html><head><title>x</title></head><body></body></html>', {
      clientId: 'a"b<c>&',
      apiBaseUrl: 'http://localhost:4000',
    });
    expect(html).toBe(
      '<html><head><title>x</title><meta name="bazaar-config" content="{&quot;clientId&quot;:&quot;a\\&quot;b&lt;c&gt;&amp;&quot;,&quot;apiBaseUrl&quot;:&quot;http://localhost:4000&quot;}"></head><body></body></html>',
    );
  });

  it('replaces a tag the development server left', () => {
    const html = renderIndexHtml('<head><meta name="bazaar-config" content="{}"></head>', {
      clientId: 'id',
      apiBaseUrl: 'http://x',
    });
    expect(html.match(/bazaar-config/g)).toHaveLength(1);
    expect(html).toContain('&quot;id&quot;');
  });
});

describe('canonicalPageUrl', () => {
  it('moves loopback requests to the public origin on the same port', () => {
    expect(canonicalPageUrl('http://127.0.0.1:4000/a?b=1', 'http://localhost:4000')).toBe(
      'http://localhost:4000/a?b=1',
    );
  });

  it('leaves the public origin, other ports, other hosts and unset public URLs alone', () => {
    expect(canonicalPageUrl('http://localhost:4000/a', 'http://localhost:4000')).toBeUndefined();
    expect(canonicalPageUrl('http://127.0.0.1:5173/a', 'http://localhost:4000')).toBeUndefined();
    expect(canonicalPageUrl('http://10.0.0.5:4000/a', 'https://shop.example')).toBeUndefined();
    expect(canonicalPageUrl('http://127.0.0.1:4000/a', undefined)).toBeUndefined();
  });
});
