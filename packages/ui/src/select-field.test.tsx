import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';
import { find, findAll, render } from './testing/html';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'l', label: 'Large', disabled: true },
];

describe('SelectField', () => {
  it('ties the label to the select and renders the options', () => {
    const html = render(<SelectField label="Size" id="size" name="size" options={sizes} />);
    expect(find(html, 'label').attrs.for).toBe('size');
    expect(find(html, 'select', { id: 'size' }).attrs.name).toBe('size');
    expect(findAll(html, 'option').map((option) => option.attrs.value)).toEqual(['s', 'l']);
    expect(find(html, 'option', { value: 'l' }).attrs.disabled).toBe('');
  });

  it('renders the placeholder as a first empty option that cannot be chosen again', () => {
    const html = render(
      <SelectField label="Size" options={sizes} placeholder="Choose a size" defaultValue="" />,
    );
    const [first] = findAll(html, 'option');
    expect(first!.attrs).toMatchObject({ value: '', disabled: '' });
  });

  it('marks the select invalid and describes it by the error', () => {
    const select = find(
      render(<SelectField label="Size" id="s" options={sizes} error="Choose a size" />),
      'select',
    );
    expect(select.attrs).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 's-error' });
  });
});
