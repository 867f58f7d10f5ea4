import { describe, expect, it } from 'vitest';
import { Badge } from './badge';
import { formatStatus, StatusBadge, statusTone } from './status-badge';
import { find, render, textOf } from './testing/html';

describe('statusTone', () => {
  it.each([
    ['PAID', 'success'],
    ['FULFILLED', 'success'],
    ['NOT_PAID', 'warning'],
    ['PENDING', 'warning'],
    ['PARTIALLY_FULFILLED', 'warning'],
    ['PARTIALLY_REFUNDED', 'info'],
    ['FULLY_REFUNDED', 'info'],
    ['DECLINED', 'danger'],
    ['CANCELED', 'danger'],
    ['BLOCKED', 'danger'],
    ['UNSPECIFIED', 'neutral'],
  ] as const)('gives %s the %s tone', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('formatStatus', () => {
  it('turns an enum value into words', () => {
    expect(formatStatus('PARTIALLY_REFUNDED')).toBe('Partially refunded');
    expect(formatStatus('PAID')).toBe('Paid');
  });
});

describe('StatusBadge', () => {
  it('renders a badge in the status tone with the status in words', () => {
    const html = render(<StatusBadge status="DECLINED" dot />);
    expect(find(html, 'span', { class: 'bz-badge bz-tone-danger' })).toBeTruthy();
    expect(textOf(html)).toBe('Declined');
  });

  it('shows a given label instead', () => {
    expect(textOf(render(<StatusBadge status="PAID" label="Payé" />))).toBe('Payé');
  });
});

describe('Badge', () => {
  it('forwards className and native props', () => {
    const badge = find(render(<Badge tone="accent" className="x" title="New item" />), 'span');
    expect(badge.attrs).toEqual({ class: 'bz-badge bz-tone-accent x', title: 'New item' });
  });
});
