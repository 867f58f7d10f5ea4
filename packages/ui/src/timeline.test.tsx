import { describe, expect, it } from 'vitest';
import { DescriptionList } from './description-list';
import { formatDateTime } from './format-date-time';
import { find, findAll, render, textOf } from './testing/html';
import { Timeline } from './timeline';

describe('formatDateTime', () => {
  it('formats in UTC by default, so server and browser agree', () => {
    expect(formatDateTime('2026-03-03T14:05:00Z')).toBe('Mar 3, 2026, 2:05 PM');
    expect(formatDateTime(new Date('2026-03-03T23:30:00Z'), { timeStyle: 'none' })).toBe('Mar 3, 2026');
  });

  it('uses the given time zone and locale', () => {
    expect(
      formatDateTime('2026-03-03T23:30:00Z', {
        timeZone: 'Europe/Berlin',
        locale: 'de-DE',
        dateStyle: 'short',
      }),
    ).toBe('04.03.26, 00:30');
  });
});

describe('Timeline', () => {
  it('lists events in order with machine-readable times', () => {
    const html = render(
      <Timeline
        items={[
          { id: '1', title: 'Order placed', at: '2026-03-02T09:41:00Z' },
          { id: '2', title: 'Refunded', at: '2026-03-04T16:30:00Z', tone: 'info', description: 'Broken mug' },
        ]}
      />,
    );
    expect(find(html, 'ol').attrs.class).toBe('bz-timeline');
    expect(findAll(html, 'time').map((time) => time.attrs.dateTime)).toEqual([
      '2026-03-02T09:41:00.000Z',
      '2026-03-04T16:30:00.000Z',
    ]);
    expect(findAll(html, 'li')[1]!.attrs.class).toBe('bz-timeline__item bz-tone-info');
    expect(textOf(html)).toContain('RefundedMar 4, 2026, 4:30 PMBroken mug');
  });
});

describe('DescriptionList', () => {
  it('renders terms and values in a <dl>, with a dash for empty values', () => {
    const html = render(
      <DescriptionList
        items={[
          { term: 'Email', description: 'ada@example.com' },
          { term: 'Phone', description: '' },
        ]}
      />,
    );
    expect(findAll(html, 'dt')).toHaveLength(2);
    expect(textOf(html)).toBe('Emailada@example.comPhone—');
  });
});
