import { useQueryClient } from '@tanstack/react-query';
import { collectorQueries, orderQueries, transactionQueries } from '../admin-queries';

/**
 * What to run after any change to an order: refetch orders, payments and collectability, which all move together
 * (a capture changes the payment status, a cancel the collectability…).
 *
 * @returns a function that invalidates them
 */
export function useOrderChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [orderQueries, transactionQueries, collectorQueries].map((queries) =>
        queryClient.invalidateQueries({ queryKey: queries.key() }),
      ),
    );
}
