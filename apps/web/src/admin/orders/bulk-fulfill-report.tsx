import { Alert } from '@bazaar/ui';
import type { BulkFulfillOutcome } from './bulk-fulfillment';

/**
 * What "Mark as fulfilled" did to each selected order: fulfilled, or not with the reason. It stays until dismissed,
 * so no order is skipped unnoticed.
 *
 * @param props - the outcomes and how to dismiss them
 * @returns the message
 */
export function BulkFulfillReport({
  outcomes,
  onDismiss,
}: {
  outcomes: readonly BulkFulfillOutcome[];
  onDismiss: () => void;
}) {
  const fulfilled = outcomes.filter((outcome) => outcome.fulfilled).length;
  const failed = outcomes.length - fulfilled;
  return (
    <Alert
      tone={failed ? 'warning' : 'success'}
      title={`Marked as fulfilled: ${fulfilled} of ${outcomes.length} orders`}
      onDismiss={onDismiss}
      dismissLabel="Dismiss the fulfillment results"
    >
      <ul aria-label="Fulfillment results">
        {outcomes.map((outcome) => (
          <li key={outcome.orderId}>
            #{outcome.number}: {outcome.fulfilled ? 'fulfilled' : `not fulfilled — ${outcome.reason}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
