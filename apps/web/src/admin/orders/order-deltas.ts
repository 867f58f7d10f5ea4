import type { CommitDeltasOptions, Order, OrderAddressWithContact } from '@bazaar/sdk';
import { type AddedLineDraft, toAddedLineDeltas } from './added-lines';
import { editStockEffect, newLineItemId, takeOnlyInventoryUpdates } from './edit-stock';

/** One line as the edit form holds it. */
export interface LineDraft {
  id: string;
  quantity: string;
  price: string;
  removed: boolean;
}

/** The shipping recipient as the edit form holds it. */
export interface RecipientDraft {
  firstName: string;
  lastName: string;
  addressLine: string;
  city: string;
  postalCode: string;
  subdivision: string;
  country: string;
}

/** The order edit form's state. */
export interface OrderEditDraft {
  lines: LineDraft[];
  /** Catalog lines to add (added-lines.ts). */
  added: AddedLineDraft[];
  recipient: RecipientDraft;
  reason: string;
  /** Whether lowered and removed store lines put their units back in stock (the platform's default). */
  restockRemoved: boolean;
}

/**
 * The edit form's state of an order: its lines and its shipping recipient as they are.
 *
 * @param order - the order
 * @returns the draft
 */
export function toOrderEditDraft(order: Order): OrderEditDraft {
  const info = order.recipientInfo;
  return {
    lines: (order.lineItems ?? []).map((line) => ({
      id: line._id ?? '',
      quantity: String(line.quantity ?? 1),
      price: line.price?.amount ?? '',
      removed: false,
    })),
    added: [],
    recipient: {
      firstName: info?.contactDetails?.firstName ?? '',
      lastName: info?.contactDetails?.lastName ?? '',
      addressLine: info?.address?.addressLine ?? '',
      city: info?.address?.city ?? '',
      postalCode: info?.address?.postalCode ?? '',
      subdivision: info?.address?.subdivision ?? '',
      country: info?.address?.country ?? '',
    },
    reason: '',
    restockRemoved: true,
  };
}

/**
 * The `commitDeltas` request of an edit: only what changed — removed lines, new quantities and prices, added
 * catalog lines, the recipient when any of its fields changed — with the reason, which the order's history keeps.
 *
 * When staff keep removed items out of stock, the request lists the stock the edit takes
 * (`commitSettings.inventoryUpdates`, added lines named by new ids) so that nothing goes back.
 *
 * @param order - the order as it is
 * @param draft - the edit form's state
 * @param newLineId - the id of an added line (only used when removed items stay out of stock)
 * @returns the request, or undefined when nothing changed
 * @example
 * toOrderDeltas(order, { ...toOrderEditDraft(order), reason: 'Out of red' }); // undefined: nothing changed
 */
export function toOrderDeltas(
  order: Order,
  draft: OrderEditDraft,
  newLineId: () => string = newLineItemId,
): CommitDeltasOptions | undefined {
  const before = toOrderEditDraft(order);
  const lineItems: NonNullable<NonNullable<CommitDeltasOptions['changes']>['lineItems']> = [];
  for (const line of draft.lines) {
    const was = before.lines.find((candidate) => candidate.id === line.id);
    if (!was) continue;
    if (line.removed) {
      lineItems.push({ lineItemId: line.id, lineItemRemoved: true });
      continue;
    }
    const changed = {
      ...(line.quantity.trim() !== was.quantity ? { quantity: Number(line.quantity) } : {}),
      ...(line.price.trim() !== was.price ? { price: { amount: line.price.trim() } } : {}),
    };
    if (Object.keys(changed).length) lineItems.push({ lineItemId: line.id, lineItem: changed });
  }
  const keepOut = !draft.restockRemoved && editStockEffect(order, draft).restockable > 0;
  const addedIds = keepOut ? draft.added.map(() => newLineId()) : [];
  lineItems.push(
    ...toAddedLineDeltas(draft.added).map((delta, index) =>
      keepOut ? { ...delta, lineItemId: addedIds[index] } : delta,
    ),
  );
  const recipientChanged = (Object.keys(draft.recipient) as (keyof RecipientDraft)[]).some(
    (field) => draft.recipient[field].trim() !== before.recipient[field],
  );
  if (!lineItems.length && !recipientChanged) return undefined;
  const r = draft.recipient;
  const changedRecipientInfo: OrderAddressWithContact = {
    ...order.recipientInfo,
    contactDetails: {
      ...order.recipientInfo?.contactDetails,
      firstName: r.firstName.trim(),
      lastName: r.lastName.trim(),
    },
    address: {
      ...order.recipientInfo?.address,
      addressLine: r.addressLine.trim(),
      city: r.city.trim(),
      postalCode: r.postalCode.trim(),
      subdivision: r.subdivision.trim(),
      country: r.country.trim(),
    },
  };
  return {
    changes: {
      ...(lineItems.length ? { lineItems } : {}),
      ...(recipientChanged ? { changedRecipientInfo } : {}),
    },
    ...(keepOut && {
      commitSettings: { inventoryUpdates: takeOnlyInventoryUpdates(order, draft, addedIds) },
    }),
    reason: draft.reason.trim(),
  };
}
