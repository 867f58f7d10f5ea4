import { describe, expect, it } from 'vitest';
import { RadioGroup } from './radio-group';
import { find, findAll, render } from './testing/html';

const options = [
  { value: 'standard', label: 'Standard', hint: '3–5 days' },
  { value: 'express', label: 'Express' },
];

describe('RadioGroup', () => {
  it('names the group with a legend and ties each label to its radio button', () => {
    const html = render(<RadioGroup id="d" legend="Delivery" name="delivery" options={options} />);
    expect(find(html, 'fieldset').attrs.role).toBe('radiogroup');
    expect(html).toContain('<legend class="bz-label">Delivery</legend>');
    const radios = findAll(html, 'input', { type: 'radio', name: 'delivery' });
    expect(radios.map((radio) => radio.attrs.value)).toEqual(['standard', 'express']);
    for (const radio of radios) expect(find(html, 'label', { for: radio.attrs.id! })).toBeTruthy();
    expect(radios[0]!.attrs['aria-describedby']).toBe('d-0-hint');
  });

  it('checks the default value on the server so the form posts it without JavaScript', () => {
    const html = render(
      <RadioGroup legend="Delivery" name="delivery" options={options} defaultValue="express" />,
    );
    expect(find(html, 'input', { value: 'express' }).attrs.checked).toBe('');
    expect(find(html, 'input', { value: 'standard' }).attrs.checked).toBeUndefined();
  });

  it('marks the group invalid and required, described by its error', () => {
    const html = render(
      <RadioGroup id="d" legend="Delivery" name="delivery" options={options} required error="Pick one" />,
    );
    expect(find(html, 'fieldset').attrs).toMatchObject({
      'aria-invalid': 'true',
      'aria-required': 'true',
      'aria-describedby': 'd-error',
    });
  });
});
