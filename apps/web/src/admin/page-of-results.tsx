import type { QueryPage } from '@bazaar/react';
import { Pagination } from '@bazaar/ui';

/**
 * The pager under an offset-paged table (members, products): page count and "N things" when the platform counted
 * them, otherwise only previous/next.
 *
 * @param props - the current page, the query's page of results, the page size, what the rows are, and the change
 * @returns the pager
 */
export function PageOfResults({
  page,
  results,
  pageSize,
  noun,
  onPageChange,
}: {
  page: number;
  results: QueryPage<unknown> | undefined;
  pageSize: number;
  noun: string;
  onPageChange: (page: number) => void;
}) {
  const total = results?.totalCount;
  return (
    <Pagination
      page={page}
      pageCount={total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize))}
      hasNextPage={results?.hasNext}
      onPageChange={onPageChange}
      summary={total === undefined ? undefined : `${total} ${noun}`}
    />
  );
}
