import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { find, render } from './testing/html';

describe('Checkbox', () => {
  it('ties the label to the checkbox and keeps native attributes', () => {
    const html = render(
      <Checkbox label="Newsletter" id="news" name="newsletter" value="yes" defaultChecked />,
    );
    expect(find(html, 'label').attrs.for).toBe('news');
    expect(find(html, 'input', { id: 'news' }).attrs).toMatchObject({
      type: 'checkbox',
      name: 'newsletter',
      value: 'yes',
      checked: '',
    });
  });

  it('marks the checkbox invalid and describes it by hint and error', () => {
    const input = find(
      render(<Checkbox label="Terms" id="t" hint="Read them" error="Accept the terms" />),
      'input',
    );
    expect(input.attrs).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 't-hint t-error' });
  });

  it('says "indeterminate" in the server markup, where the DOM property does not exist', () => {
    const html = render(<Checkbox label="All" indeterminate readOnly />);
    expect(find(html, 'input').attrs['data-state']).toBe('indeterminate');
    expect(find(render(<Checkbox label="All" />), 'input').attrs['data-state']).toBeUndefined();
  });
});
