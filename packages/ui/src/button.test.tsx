import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { buttonClassName } from './button-class-name';
import { LinkButton } from './link-button';
import { find, findAll, render } from './testing/html';

describe('Button', () => {
  it('is a type="button" <button> by default so it never submits a form by accident', () => {
    expect(find(render(<Button>Save</Button>), 'button').attrs.type).toBe('button');
  });

  it('works as the submit button of a plain form', () => {
    const html = render(
      <form method="post" action="/login">
        <Button type="submit" name="intent" value="login">
          Sign in
        </Button>
      </form>,
    );
    expect(find(html, 'button').attrs).toMatchObject({ type: 'submit', name: 'intent', value: 'login' });
  });

  it('marks a loading button busy and unavailable, with a spinner hidden from screen readers', () => {
    const html = render(<Button loading>Saving</Button>);
    const button = find(html, 'button');
    expect(button.attrs).toMatchObject({ 'aria-busy': 'true', 'aria-disabled': 'true' });
    // Still focusable: a disabled button would drop focus in the middle of the action.
    expect(button.attrs.disabled).toBeUndefined();
    expect(find(html, 'span', { class: 'bz-spinner bz-spinner--sm', 'aria-hidden': 'true' })).toBeTruthy();
  });

  it('has no aria-busy while idle', () => {
    expect(find(render(<Button>Save</Button>), 'button').attrs['aria-busy']).toBeUndefined();
  });

  it('forwards className and native props', () => {
    const button = find(
      render(<Button className="extra" id="b" variant="danger" size="sm" disabled />),
      'button',
    );
    expect(button.attrs).toMatchObject({
      id: 'b',
      disabled: '',
      class: 'bz-btn bz-btn--danger bz-btn--sm extra',
    });
  });
});

describe('buttonClassName', () => {
  it('names the default look with the base class only', () => {
    expect(buttonClassName()).toBe('bz-btn');
  });

  it('adds one modifier per non-default option', () => {
    expect(buttonClassName({ variant: 'ghost', size: 'lg', block: true, className: 'x' })).toBe(
      'bz-btn bz-btn--ghost bz-btn--lg bz-btn--block x',
    );
  });
});

describe('LinkButton', () => {
  it('is a real link styled as a button', () => {
    const html = render(
      <LinkButton href="/checkout" variant="secondary" rel="nofollow">
        Checkout
      </LinkButton>,
    );
    expect(findAll(html, 'button')).toHaveLength(0);
    expect(find(html, 'a').attrs).toEqual({
      href: '/checkout',
      rel: 'nofollow',
      class: 'bz-btn bz-btn--secondary',
    });
  });
});
