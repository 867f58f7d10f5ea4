import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';
import { find, findAll, render, textOf } from './testing/html';

const hrefForPage = (page: number) => `?page=${page}`;

describe('Pagination', () => {
  it('disables Previous on the first page and links Next (link mode)', () => {
    const html = render(<Pagination page={1} pageCount={3} hrefForPage={hrefForPage} />);
    expect(find(html, 'button').attrs).toMatchObject({ type: 'button', disabled: '' });
    expect(textOf(html)).toContain('Previous');
    expect(find(html, 'a').attrs).toMatchObject({ href: '?page=2', rel: 'next' });
  });

  it('disables Next on the last page and links Previous (link mode)', () => {
    const html = render(<Pagination page={3} pageCount={3} hrefForPage={hrefForPage} />);
    expect(find(html, 'a').attrs).toMatchObject({ href: '?page=2', rel: 'prev' });
    expect(find(html, 'button').attrs.disabled).toBe('');
  });

  it('renders enabled buttons in callback mode and says where the user is', () => {
    const html = render(<Pagination page={2} pageCount={5} onPageChange={() => {}} />);
    const buttons = findAll(html, 'button');
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.attrs.disabled).toBeUndefined();
    expect(textOf(html)).toContain('Page 2 of 5');
    expect(find(html, 'nav').attrs['aria-label']).toBe('Pagination');
  });

  it('follows hasNextPage when the total is unknown (cursor paging)', () => {
    const more = render(<Pagination page={4} hasNextPage onPageChange={() => {}} />);
    expect(findAll(more, 'button', { disabled: true })).toHaveLength(0);
    expect(textOf(more)).toContain('Page 4');
    const last = render(<Pagination page={4} hasNextPage={false} onPageChange={() => {}} />);
    expect(findAll(last, 'button', { disabled: true })).toHaveLength(1);
  });

  it('disables both controls on a single page', () => {
    expect(
      findAll(render(<Pagination page={1} pageCount={1} hrefForPage={hrefForPage} />), 'button', {
        disabled: true,
      }),
    ).toHaveLength(2);
  });
});
