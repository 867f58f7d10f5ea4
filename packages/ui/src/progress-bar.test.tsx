import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { find, findAll, render, textOf } from './testing/html';

describe('ProgressBar', () => {
  it('exposes the value, bounds and value text of a determinate bar, named by its label', () => {
    const html = render(
      <ProgressBar label="Updating prices" value={12} max={40} valueText="12 of 40 products" />,
    );
    const bar = find(html, 'div', { role: 'progressbar' });
    expect(bar.attrs).toMatchObject({
      'aria-valuemin': '0',
      'aria-valuemax': '40',
      'aria-valuenow': '12',
      'aria-valuetext': '12 of 40 products',
    });
    expect(find(html, 'span', { id: bar.attrs['aria-labelledby']! })).toBeTruthy();
    expect(find(html, 'div', { class: 'bz-progress__bar' }).attrs.style).toBe('width:30%');
  });

  it('omits the value of an indeterminate bar, as ARIA asks', () => {
    const bar = find(render(<ProgressBar label="Preparing export" />), 'div', { role: 'progressbar' });
    expect(bar.attrs['aria-valuenow']).toBeUndefined();
    expect(bar.attrs['aria-valuemax']).toBeUndefined();
  });

  it('clamps values outside the bounds', () => {
    const html = render(<ProgressBar label="Done" value={140} />);
    expect(find(html, 'div', { role: 'progressbar' }).attrs['aria-valuenow']).toBe('100');
    expect(textOf(html)).toBe('Done100%');
  });
});

describe('Spinner', () => {
  it('announces what is loading with role="status"', () => {
    const html = render(<Spinner label="Loading orders" />);
    expect(find(html, 'span', { role: 'status' })).toBeTruthy();
    expect(textOf(html)).toBe('Loading orders');
  });

  it('is hidden from screen readers when decorative', () => {
    const html = render(<Spinner decorative />);
    expect(find(html, 'span').attrs['aria-hidden']).toBe('true');
    expect(findAll(html, '*', { role: 'status' })).toHaveLength(0);
  });
});

describe('Skeleton', () => {
  it('has the given fixed size, so nothing moves when the content arrives', () => {
    const skeleton = find(render(<Skeleton shape="rect" width="100%" height={240} />), 'span');
    expect(skeleton.attrs).toMatchObject({ style: 'width:100%;height:240px', 'aria-hidden': 'true' });
  });

  it('draws a circle as wide as it is high', () => {
    expect(find(render(<Skeleton shape="circle" height={48} />), 'span').attrs.style).toBe(
      'width:48px;height:48px',
    );
  });

  it('draws a paragraph of lines, the last one shorter', () => {
    const lines = findAll(render(<Skeleton lines={3} />), 'span', { class: 'bz-skeleton' });
    expect(lines.map((line) => line.attrs.style)).toEqual([undefined, undefined, 'width:60%']);
  });
});
