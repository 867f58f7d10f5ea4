import { describe, expect, it } from 'vitest';
import { Card } from './card';
import { Cluster } from './cluster';
import { EmptyState } from './empty-state';
import { Form, FormActions } from './form';
import { Grid } from './grid';
import { PageHeader } from './page-header';
import { Stack } from './stack';
import { find, findAll, render } from './testing/html';

describe('Stack, Cluster and Grid', () => {
  it('set the gap from the spacing scale and keep caller styles and props', () => {
    const stack = find(render(<Stack gap={6} align="center" id="s" style={{ color: 'red' }} />), 'div');
    expect(stack.attrs).toEqual({
      id: 's',
      class: 'bz-stack',
      style: '--bz-gap:var(--bz-space-6);align-items:center;color:red',
    });
  });

  it('render as lists when asked', () => {
    expect(find(render(<Stack as="ul" />), 'ul').attrs.class).toBe('bz-stack');
  });

  it('spread a cluster and stop it wrapping', () => {
    const cluster = find(render(<Cluster justify="between" align="start" nowrap />), 'div');
    expect(cluster.attrs.style).toBe('justify-content:space-between;align-items:flex-start;flex-wrap:nowrap');
  });

  it('size grid columns from a minimum width, or fix their number', () => {
    expect(find(render(<Grid minItemWidth="12rem" gap={2} />), 'div').attrs.style).toBe(
      '--bz-gap:var(--bz-space-2);--bz-min:12rem',
    );
    expect(find(render(<Grid columns={2} />), 'div').attrs.style).toBe('--bz-cols:2;--bz-min:0px');
  });
});

describe('Form and FormActions', () => {
  it('keeps native form attributes and marks a busy form', () => {
    const form = find(render(<Form method="post" action="/login" busy />), 'form');
    expect(form.attrs).toEqual({ method: 'post', action: '/login', class: 'bz-form', 'aria-busy': 'true' });
  });

  it('aligns the action row', () => {
    expect(find(render(<FormActions align="end" />), 'div').attrs.style).toBe('justify-content:flex-end');
  });
});

describe('Card, PageHeader and EmptyState', () => {
  it('name a section card by its heading at the chosen level', () => {
    const html = render(
      <Card as="section" title="Shipping" headingLevel={3} footer="Total">
        body
      </Card>,
    );
    expect(find(html, 'h3').attrs.id).toBe(find(html, 'section').attrs['aria-labelledby']);
    expect(findAll(html, 'div', { class: 'bz-card__footer' })).toHaveLength(1);
  });

  it('give the page one h1 in its header', () => {
    const html = render(<PageHeader title="Orders" actions={<button type="button">Export</button>} />);
    expect(findAll(html, 'h1')).toHaveLength(1);
    expect(find(html, 'header').attrs.class).toBe('bz-page-header');
  });

  it('show an empty state heading at the chosen level, without an icon when asked', () => {
    const html = render(<EmptyState title="No orders yet" headingLevel={3} icon={null} />);
    expect(findAll(html, 'h3')).toHaveLength(1);
    expect(findAll(html, 'svg')).toHaveLength(0);
  });
});
