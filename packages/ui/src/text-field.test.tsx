import { describe, expect, it } from 'vitest';
import { find, findAll, render } from './testing/html';
import { TextAreaField, TextField } from './text-field';

describe('TextField', () => {
  it('ties the label to the input with for/id, using a generated id when none is given', () => {
    const html = render(<TextField label="Email" name="email" />);
    const input = find(html, 'input');
    expect(input.attrs.id).toBeTruthy();
    expect(find(html, 'label').attrs.for).toBe(input.attrs.id);
  });

  it('passes the native attributes a plain form needs to the input', () => {
    const html = render(
      <TextField label="Email" id="email" name="email" type="email" autoComplete="username" required />,
    );
    const input = find(html, 'input', { id: 'email' });
    // React writes the camel-case name; HTML attribute names are case-insensitive.
    expect(input.attrs).toMatchObject({
      name: 'email',
      type: 'email',
      autoComplete: 'username',
      required: '',
    });
  });

  it('marks the input invalid and describes it by the hint and the error', () => {
    const html = render(<TextField label="Password" id="pw" hint="8 characters or more" error="Too short" />);
    const input = find(html, 'input', { id: 'pw' });
    expect(input.attrs['aria-invalid']).toBe('true');
    expect(input.attrs['aria-describedby']).toBe('pw-hint pw-error');
    expect(find(html, 'p', { id: 'pw-error' }).attrs.class).toBe('bz-error');
    expect(find(html, 'p', { id: 'pw-hint' }).attrs.class).toBe('bz-hint');
  });

  it('carries no aria-invalid and no aria-describedby while the field is valid and has no hint', () => {
    const input = find(render(<TextField label="Name" />), 'input');
    expect(input.attrs['aria-invalid']).toBeUndefined();
    expect(input.attrs['aria-describedby']).toBeUndefined();
  });

  it('keeps ids the caller put in aria-describedby', () => {
    const input = find(
      render(<TextField label="Coupon" id="c" aria-describedby="rules" error="Expired" />),
      'input',
    );
    expect(input.attrs['aria-describedby']).toBe('c-error rules');
  });

  it('keeps a hidden label in the markup for screen readers', () => {
    const html = render(<TextField label="Search" hideLabel type="search" />);
    expect(find(html, 'label').attrs.class).toContain('bz-sr');
  });

  it('gives two fields on one page different ids', () => {
    const html = render(
      <>
        <TextField label="First" />
        <TextField label="Last" />
      </>,
    );
    const [first, last] = findAll(html, 'input');
    expect(first!.attrs.id).not.toBe(last!.attrs.id);
  });
});

describe('TextAreaField', () => {
  it('ties the label to the textarea and marks errors', () => {
    const html = render(<TextAreaField label="Comment" id="comment" name="comment" error="Required" />);
    expect(find(html, 'label').attrs.for).toBe('comment');
    expect(find(html, 'textarea', { id: 'comment' }).attrs).toMatchObject({
      name: 'comment',
      'aria-invalid': 'true',
      'aria-describedby': 'comment-error',
    });
  });
});
