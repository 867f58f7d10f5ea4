import { describe, expect, it } from 'vitest';
import { type LinkClick, routerPathFor } from './link-interception';

const ORIGIN = 'http://shop.test';
const HERE = `${ORIGIN}/product-page/mug?x=1`;
const click: LinkClick = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
const link = (href: string, target = '', download = false) => ({ href, target, download });
const appRoutes = (path: string) => !path.startsWith('/hosted/');

describe('routerPathFor', () => {
  it('takes over a plain click on a link to an app route', () => {
    expect(routerPathFor(click, link(`${ORIGIN}/shop?page=2#top`), HERE, appRoutes)).toBe('/shop?page=2#top');
    expect(routerPathFor(click, link('/'), HERE, appRoutes)).toBe('/');
  });

  it('lets the browser handle new tabs, downloads, other origins and the platform’s pages', () => {
    expect(routerPathFor({ ...click, metaKey: true }, link('/shop'), HERE, appRoutes)).toBeUndefined();
    expect(routerPathFor({ ...click, button: 1 }, link('/shop'), HERE, appRoutes)).toBeUndefined();
    expect(
      routerPathFor({ ...click, defaultPrevented: true }, link('/shop'), HERE, appRoutes),
    ).toBeUndefined();
    expect(routerPathFor(click, link('/shop', '_blank'), HERE, appRoutes)).toBeUndefined();
    expect(routerPathFor(click, link('/file.pdf', '', true), HERE, appRoutes)).toBeUndefined();
    expect(routerPathFor(click, link('https://elsewhere.test/shop'), HERE, appRoutes)).toBeUndefined();
    expect(routerPathFor(click, link('/hosted/login'), HERE, appRoutes)).toBeUndefined();
  });

  it('leaves links within the page to the browser (the skip link moves focus natively)', () => {
    expect(routerPathFor(click, link('#main'), HERE, appRoutes)).toBeUndefined();
    expect(routerPathFor(click, link(`${HERE}#main`), HERE, appRoutes)).toBeUndefined();
    expect(routerPathFor(click, link('/cart#top'), HERE, appRoutes)).toBe('/cart#top');
  });
});
