import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';
import { find, findAll, render } from './testing/html';

const items = [
  { id: 'items', label: 'Items', content: 'Line items' },
  { id: 'payments', label: 'Payments', content: 'Payments list' },
  { id: 'notes', label: 'Notes', content: 'Notes', disabled: true },
];

describe('Tabs', () => {
  it('follows the tabs pattern: a named tablist, tabs controlling labelled panels', () => {
    const html = render(<Tabs label="Order sections" items={items} />);
    expect(find(html, 'div', { role: 'tablist' }).attrs['aria-label']).toBe('Order sections');
    const tabs = findAll(html, 'button', { role: 'tab' });
    const panels = findAll(html, 'div', { role: 'tabpanel' });
    expect(tabs).toHaveLength(3);
    tabs.forEach((tab, index) => {
      expect(tab.attrs['aria-controls']).toBe(panels[index]!.attrs.id);
      expect(panels[index]!.attrs['aria-labelledby']).toBe(tab.attrs.id);
    });
  });

  it('selects the first tab by default: one tab stop, other panels hidden', () => {
    const html = render(<Tabs label="Order" items={items} />);
    const tabs = findAll(html, 'button', { role: 'tab' });
    expect(tabs.map((tab) => [tab.attrs['aria-selected'], tab.attrs.tabindex])).toEqual([
      ['true', '0'],
      ['false', '-1'],
      ['false', '-1'],
    ]);
    expect(findAll(html, 'div', { role: 'tabpanel', hidden: true })).toHaveLength(2);
  });

  it('selects the given tab', () => {
    const html = render(<Tabs label="Order" items={items} value="payments" onValueChange={() => {}} />);
    expect(find(html, 'button', { 'aria-selected': 'true' }).attrs.id).toMatch(/-tab-payments$/);
    expect(find(html, 'button', { disabled: true }).attrs.id).toMatch(/-tab-notes$/);
  });
});
