import { describe, expect, it } from 'vitest';
import { AppShell } from './app-shell';
import { AuthCard } from './auth-card';
import { find, findAll, render } from './testing/html';

describe('AppShell', () => {
  it('starts with a skip link to the focusable main region', () => {
    const html = render(
      <AppShell brand="Bazaar" nav={<a href="/">Shop</a>} footer="©">
        Content
      </AppShell>,
    );
    const [skip] = findAll(html, 'a');
    expect(skip!.attrs).toEqual({ class: 'bz-skip', href: '#main' });
    expect(find(html, 'main').attrs).toMatchObject({ id: 'main', tabindex: '-1' });
    expect(find(html, 'nav').attrs['aria-label']).toBe('Main');
    expect(findAll(html, 'header')).toHaveLength(1);
    expect(findAll(html, 'footer')).toHaveLength(1);
  });

  it('points the skip link at a custom main id and leaves out empty slots', () => {
    const html = render(
      <AppShell brand="Bazaar" mainId="content">
        Content
      </AppShell>,
    );
    expect(find(html, 'a', { class: 'bz-skip' }).attrs.href).toBe('#content');
    expect(findAll(html, 'nav')).toHaveLength(0);
    expect(findAll(html, 'footer')).toHaveLength(0);
  });
});

describe('AuthCard', () => {
  it('is a section named by its heading, h1 by default', () => {
    const html = render(<AuthCard title="Sign in">form</AuthCard>);
    const section = find(html, 'section');
    expect(find(html, 'h1').attrs.id).toBe(section.attrs['aria-labelledby']);
  });

  it('uses the given heading level and fills the page when asked', () => {
    const html = render(
      <AuthCard title="Sign in" headingLevel={2} fullPage>
        form
      </AuthCard>,
    );
    expect(findAll(html, 'h2')).toHaveLength(1);
    expect(find(html, 'div', { class: 'bz-auth bz-auth--page' })).toBeTruthy();
  });
});
