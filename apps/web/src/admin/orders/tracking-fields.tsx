import { TextField } from '@bazaar/ui';
import type { TrackingDraft } from './fulfillment-lines';

/**
 * The tracking inputs of the fulfillment dialogs: number, provider and link (all optional).
 *
 * @param props - the fields and how to change them
 * @returns the inputs
 */
export function TrackingFields({
  value,
  onChange,
}: {
  value: TrackingDraft;
  onChange: (next: TrackingDraft) => void;
}) {
  const field = (key: keyof TrackingDraft) => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  return (
    <>
      <TextField label="Tracking number" {...field('trackingNumber')} />
      <TextField
        label="Shipping provider"
        hint="fedex, ups, usps, dhl or canadaPost make the tracking link from the number"
        {...field('shippingProvider')}
      />
      <TextField label="Tracking link" type="url" placeholder="https://" {...field('trackingLink')} />
    </>
  );
}
