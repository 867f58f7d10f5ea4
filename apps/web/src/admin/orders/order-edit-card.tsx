import type { Order } from '@bazaar/sdk';
import { Button, Card, Checkbox, Form, FormError, TextField } from '@bazaar/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAdminClient } from '../admin-client';
import { orderQueries } from '../admin-queries';
import { AddProductDialog } from './add-product-dialog';
import { describeAddedLine, withAddedLine } from './added-lines';
import { describeStockEffect, editStockEffect } from './edit-stock';
import { EditTotalsReport } from './edit-totals-report';
import { type OrderEditDraft, type RecipientDraft, toOrderDeltas, toOrderEditDraft } from './order-deltas';
import { useOrderChanged } from './use-order-change';

const RECIPIENT_FIELDS: { key: keyof RecipientDraft; label: string }[] = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'addressLine', label: 'Address' },
  { key: 'city', label: 'City' },
  { key: 'postalCode', label: 'Postal code' },
  { key: 'subdivision', label: 'State or region' },
  { key: 'country', label: 'Country code' },
];

/** A saved edit: the order before it and the one `commitDeltas` returned. */
export interface SavedOrderEdit {
  before: Order;
  after: Order;
}

/**
 * Edits an order — line quantities and prices, removing lines, adding catalog products, the shipping recipient — committed as one change
 * with a reason (`commitDeltas`); the platform recomputes the totals and refuses orders it cannot edit (428, shown).
 * The form tells what the edit does to stock (added and raised lines take units; lowered and removed ones put them
 * back unless staff untick it) and shows the platform's refusal when stock is short. The platform reprices
 * discounts, shipping and tax only when the edit is committed (the store API has no preview call), so the card
 * shows the totals before and after once it is saved.
 *
 * @param props - the order, the last edit saved (kept by the page: the card is remounted when the order changes)
 *   and where to report a saved edit (`null` when staff dismiss it or start another)
 * @returns the card, folded until staff open it
 */
export function OrderEditCard({
  order,
  saved,
  onSaved,
}: {
  order: Order;
  saved?: SavedOrderEdit | null;
  onSaved: (edit: SavedOrderEdit | null) => void;
}) {
  const client = useAdminClient();
  const changed = useOrderChanged();
  const [draft, setDraft] = useState<OrderEditDraft | null>(null);
  const [adding, setAdding] = useState(false);
  const commit = useMutation({
    ...orderQueries.mutationOptions.commitDeltas(client),
    onSuccess: async (response) => {
      setDraft(null);
      onSaved({ before: order, after: response.order });
      await changed();
    },
  });
  if (!draft) {
    return (
      <Card as="section" title="Edit order">
        {saved && saved.after._id === order._id ? (
          <EditTotalsReport before={saved.before} after={saved.after} onDismiss={() => onSaved(null)} />
        ) : null}
        <Button
          variant="secondary"
          onClick={() => {
            onSaved(null);
            setDraft(toOrderEditDraft(order));
          }}
        >
          Edit items and shipping address
        </Button>
      </Card>
    );
  }
  const deltas = toOrderDeltas(order, draft);
  const stock = editStockEffect(order, draft);
  const stockText = describeStockEffect(stock, draft.restockRemoved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (deltas) commit.mutate([order._id!, deltas]);
  };
  const names = new Map((order.lineItems ?? []).map((line) => [line._id, line.productName?.original ?? '']));
  return (
    <Card as="section" title="Edit order">
      <Form onSubmit={submit}>
        <FormError error={commit.error} title="Could not change the order" />
        {draft.lines.map((line, index) => {
          const set = (patch: Partial<typeof line>) =>
            setDraft({ ...draft, lines: draft.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) });
          return (
            <div key={line.id} className="admin-toolbar">
              <strong>{names.get(line.id)}</strong>
              <TextField
                label={`Quantity of ${names.get(line.id)}`}
                inputMode="numeric"
                value={line.quantity}
                disabled={line.removed}
                onChange={(e) => set({ quantity: e.target.value })}
              />
              <TextField
                label={`Price of ${names.get(line.id)}`}
                inputMode="decimal"
                value={line.price}
                disabled={line.removed}
                onChange={(e) => set({ price: e.target.value })}
              />
              <Checkbox
                label="Remove"
                checked={line.removed}
                onChange={(e) => set({ removed: e.target.checked })}
              />
            </div>
          );
        })}
        {draft.added.length ? (
          <ul aria-label="Products to add">
            {draft.added.map((line, index) => (
              <li key={`${line.productId}-${line.variantId}`} className="admin-toolbar">
                <span>New: {describeAddedLine(line)}</span>
                <Button
                  variant="ghost"
                  aria-label={`Undo adding ${line.name}`}
                  onClick={() => setDraft({ ...draft, added: draft.added.filter((_, i) => i !== index) })}
                >
                  Undo
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a product
          </Button>
        </div>
        <div className="admin-toolbar">
          {RECIPIENT_FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              value={draft.recipient[field.key]}
              onChange={(e) =>
                setDraft({ ...draft, recipient: { ...draft.recipient, [field.key]: e.target.value } })
              }
            />
          ))}
        </div>
        {stockText ? <p role="status">{stockText}</p> : null}
        {stock.restockable ? (
          <Checkbox
            label="Put removed items back in stock"
            checked={draft.restockRemoved}
            onChange={(e) => setDraft({ ...draft, restockRemoved: e.target.checked })}
          />
        ) : null}
        <TextField
          label="Reason"
          required
          hint="Kept in the order's history"
          value={draft.reason}
          onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
        />
        <p className="admin-reason">
          Discounts, shipping and tax are recalculated when you save; the new totals are shown then.
        </p>
        <div className="admin-actions">
          <Button type="submit" disabled={!deltas || !draft.reason.trim()} loading={commit.isPending}>
            Save changes
          </Button>
          <Button variant="ghost" onClick={() => setDraft(null)}>
            Discard
          </Button>
        </div>
      </Form>
      {/* Outside the form: Enter in its search field must not save the order. */}
      <AddProductDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdd={(line) => setDraft({ ...draft, added: withAddedLine(draft.added, line) })}
      />
    </Card>
  );
}
