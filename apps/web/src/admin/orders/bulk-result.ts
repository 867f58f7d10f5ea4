import type { BulkOrdersResponse } from '@bazaar/sdk';

/**
 * The one-line outcome of a bulk call: how many orders it changed and the first failure's reason.
 *
 * @param action - what was done, in words ("Marked as paid")
 * @param response - the bulk call's answer
 * @returns the line
 */
export function describeBulkResult(action: string, response: BulkOrdersResponse): string {
  const failures = response.results.filter((result) => result.itemMetadata?.success === false);
  const succeeded = response.bulkActionMetadata?.totalSuccesses ?? response.results.length - failures.length;
  const reason = failures[0]?.itemMetadata?.error?.description;
  return `${action}: ${succeeded} done, ${failures.length} failed${reason ? ` (${reason})` : ''}`;
}
