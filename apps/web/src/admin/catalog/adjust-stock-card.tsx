import type { Product } from '@bazaar/sdk';
import { Button, Card, ConfirmDialog, TextField, useToast, VisuallyHidden } from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { inventoryQueries, productAdminQueries } from '../admin-queries';
import {
  explainStockRefusal,
  parseStockChange,
  type StockLine,
  stockLinesOf,
  toStockAdjustment,
} from './stock-adjustment';

const unitsText = (units: number) => `${units} unit${units === 1 ? '' : 's'}`;

/**
 * Receives or writes off units of a product's tracked stock, per variant (or for the product when it does not manage
 * its variants), through `incrementInventory` / `decrementInventory`: the platform moves the stock by exactly that
 * many units, so sales made while staff count are kept. A write-off larger than the stock is refused whole.
 *
 * @param props - the product (read with merchant data)
 * @returns the card
 */
export function AdjustStockCard({ product }: { product: Product }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const lines = stockLinesOf(product);
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<{ line: StockLine; units: number }>();
  const increment = useMutation(inventoryQueries.mutationOptions.incrementInventory(client));
  const decrement = useMutation(inventoryQueries.mutationOptions.decrementInventory(client));
  const keyOf = (line: StockLine) => line.variantId ?? line.productId;

  if (!lines.some((line) => line.tracked))
    return (
      <Card as="section" title="Adjust stock">
        <p>
          Stock is not tracked for this product: it sells without a count. Enter a stock quantity to track it.
        </p>
      </Card>
    );

  const review = (line: StockLine) => {
    const change = parseStockChange(changes[keyOf(line)] ?? '');
    setProblems((current) => ({ ...current, [keyOf(line)]: change.problem ?? '' }));
    if (change.units !== undefined) setPending({ line, units: change.units });
  };
  const adjust = async ({ line, units }: { line: StockLine; units: number }) => {
    const adjustment = toStockAdjustment(line, units);
    try {
      if (adjustment.call === 'incrementInventory') await increment.mutateAsync([adjustment.data]);
      else await decrement.mutateAsync([adjustment.data]);
    } catch (error) {
      throw explainStockRefusal(error);
    }
    setChanges((current) => ({ ...current, [keyOf(line)]: '' }));
    toast.show({ tone: 'success', title: `Stock of ${line.name} ${units > 0 ? 'received' : 'written off'}` });
    await queryClient.invalidateQueries({ queryKey: productAdminQueries.key() });
  };
  const receiving = (pending?.units ?? 0) > 0;
  const units = unitsText(Math.abs(pending?.units ?? 0));

  return (
    <Card
      as="section"
      title="Adjust stock"
      description="Receive units (+5) or write them off (-3): the stock moves by that many, keeping sales made meanwhile."
    >
      <table className="admin-lines admin-variants">
        <thead>
          <tr>
            <th>{product.manageVariants ? 'Variant' : 'Product'}</th>
            <th className="admin-num">In stock</th>
            <th>Change</th>
            <th>
              <VisuallyHidden>Action</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={keyOf(line)}>
              <th scope="row">{line.name}</th>
              <td className="admin-num">{line.tracked ? line.quantity : 'Not tracked'}</td>
              <td>
                {line.tracked ? (
                  <TextField
                    label={`Change of ${line.name}`}
                    hideLabel
                    inputMode="numeric"
                    placeholder="+5 or -3"
                    value={changes[keyOf(line)] ?? ''}
                    error={problems[keyOf(line)] || undefined}
                    onChange={(e) => setChanges((current) => ({ ...current, [keyOf(line)]: e.target.value }))}
                  />
                ) : null}
              </td>
              <td>
                {line.tracked ? (
                  <Button variant="secondary" size="sm" onClick={() => review(line)}>
                    Adjust<VisuallyHidden> stock of {line.name}</VisuallyHidden>
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ConfirmDialog
        open={!!pending}
        onClose={() => setPending(undefined)}
        title={`${receiving ? 'Receive' : 'Write off'} ${units} of ${pending?.line.name}?`}
        description={
          receiving
            ? 'They are added to the stock as it is now.'
            : 'They are taken from the stock as it is now; never more than there are.'
        }
        confirmLabel={`${receiving ? 'Receive' : 'Write off'} ${units}`}
        tone={receiving ? 'primary' : 'danger'}
        onConfirm={() => pending && adjust(pending)}
      />
    </Card>
  );
}
