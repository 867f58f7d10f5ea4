import { describe, expect, it } from 'vitest';
import { describeBulkResult } from './bulk-result';

describe('describeBulkResult', () => {
  it('counts successes and failures and gives the first failure its reason', () => {
    expect(
      describeBulkResult('Marked as paid', {
        results: [
          { itemMetadata: { _id: 'a', success: true } },
          {
            itemMetadata: {
              _id: 'b',
              success: false,
              error: { code: 'X', description: 'The order is canceled' },
            },
          },
        ],
        bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1 },
      }),
    ).toBe('Marked as paid: 1 done, 1 failed (The order is canceled)');
  });
});
