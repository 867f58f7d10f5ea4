import { describe, expect, it } from 'vitest';
import { Alert } from './alert';
import { FormError, toErrorMessage } from './form-error';
import { find, findAll, render, textOf } from './testing/html';

describe('Alert', () => {
  it('interrupts with role="alert" for errors and warnings', () => {
    expect(
      find(render(<Alert tone="error">Declined</Alert>), 'div', { role: 'alert' }).attrs.class,
    ).toContain('bz-tone-danger');
    expect(findAll(render(<Alert tone="warning">Low stock</Alert>), 'div', { role: 'alert' })).toHaveLength(
      1,
    );
  });

  it('announces info and success politely with role="status"', () => {
    expect(findAll(render(<Alert>Saved drafts are kept</Alert>), 'div', { role: 'status' })).toHaveLength(1);
    expect(findAll(render(<Alert tone="success">Refunded</Alert>), 'div', { role: 'status' })).toHaveLength(
      1,
    );
  });

  it('offers a labelled dismiss button only when it can be dismissed', () => {
    expect(findAll(render(<Alert>Hi</Alert>), 'button')).toHaveLength(0);
    const button = find(render(<Alert onDismiss={() => {}}>Hi</Alert>), 'button');
    expect(button.attrs).toMatchObject({ type: 'button', 'aria-label': 'Dismiss' });
  });
});

describe('FormError', () => {
  it('shows the server message of an error in an alert', () => {
    const html = render(<FormError error={new Error('Wrong email or password')} title="Could not sign in" />);
    find(html, 'div', { role: 'alert' });
    expect(textOf(html)).toBe('Could not sign inWrong email or password');
  });

  it('renders nothing while there is no error', () => {
    expect(render(<FormError error={null} />)).toBe('');
    expect(render(<FormError error="" />)).toBe('');
    expect(render(<FormError error={{ code: 'X' }} />)).toBe('');
  });
});

describe('toErrorMessage', () => {
  it('reads strings and string messages, and nothing else', () => {
    expect(toErrorMessage('Expired')).toBe('Expired');
    expect(toErrorMessage({ message: 'Out of stock' })).toBe('Out of stock');
    expect(toErrorMessage({ message: 42 })).toBeUndefined();
    expect(toErrorMessage(undefined)).toBeUndefined();
  });
});
