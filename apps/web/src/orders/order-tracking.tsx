import type { Fulfillment } from '@bazaar/sdk';

/**
 * The tracking of an order's shipments (number and link), one line per fulfillment that has any; nothing when none
 * has.
 *
 * @param props - the order's fulfillments
 * @returns the list, or nothing
 */
export function OrderTracking({ fulfillments }: { fulfillments: readonly Fulfillment[] }) {
  const tracked = fulfillments.filter(
    (fulfillment) => fulfillment.trackingInfo?.trackingNumber || fulfillment.trackingInfo?.trackingLink,
  );
  if (!tracked.length) return null;
  return (
    <section aria-label="Tracking" className="app-order__tracking">
      <h3>Tracking</h3>
      <ul>
        {tracked.map((fulfillment) => {
          const { trackingNumber, shippingProvider, trackingLink } = fulfillment.trackingInfo ?? {};
          return (
            <li key={fulfillment._id}>
              {[shippingProvider, trackingNumber].filter(Boolean).join(' ')}
              {trackingLink ? (
                <>
                  {trackingNumber ? ' · ' : null}
                  <a href={trackingLink} target="_blank" rel="noreferrer noopener">
                    Track your package
                  </a>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
