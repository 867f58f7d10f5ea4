import type { Product, VariantOverride } from '@bazaar/sdk';
import { Button, Card, FormError, useToast } from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { inventoryQueries, productAdminQueries } from '../admin-queries';
import { applyStockMoves, stockLinesOf, stockMovesOf } from './stock-adjustment';

type Field = 'price' | 'cost' | 'weight' | 'sku' | 'quantity';
type Row = Record<Field, string>;

const FIELDS: { key: Field; label: string }[] = [
  { key: 'price', label: 'Price' },
  { key: 'cost', label: 'Cost' },
  { key: 'weight', label: 'Weight' },
  { key: 'sku', label: 'SKU' },
  { key: 'quantity', label: 'Stock' },
];

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The variants of a product with options: each choice combination's price, cost, weight, SKU and stock quantity,
 * saved together (variants through `updateProductVariants`, stock through the Inventory API). A changed stock
 * quantity is saved as a move by the difference from the quantity the table loaded (`incrementInventory` /
 * `decrementInventory`, before the variants), so units sold meanwhile are kept and untouched counts are not sent;
 * only starting or stopping the count (all blank on one side) sets quantities.
 *
 * @param props - the product (read with merchant data)
 * @returns the card
 */
export function VariantTable({ product }: { product: Product }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const variants = product.variants ?? [];
  const rowOf = (variant: (typeof variants)[number]): Row => ({
    price: text(variant.variant?.priceData?.price),
    cost: text(variant.variant?.costAndProfitData?.itemCost),
    weight: text(variant.variant?.weight),
    sku: variant.variant?.sku ?? '',
    quantity: variant.stock?.trackQuantity ? text(variant.stock.quantity) : '',
  });
  const [rows, setRows] = useState<Record<string, Row>>(() =>
    Object.fromEntries(variants.map((variant) => [variant._id, rowOf(variant)])),
  );
  // The counts the stock moves start from; once moves are applied they are the typed counts, so a retry of a
  // failed save does not move the stock again.
  const [lines, setLines] = useState(() => stockLinesOf(product).filter((line) => line.variantId));
  const updateVariants = useMutation(productAdminQueries.mutationOptions.updateProductVariants(client));
  const updateStock = useMutation(inventoryQueries.mutationOptions.updateInventoryVariants(client));
  const increment = useMutation(inventoryQueries.mutationOptions.incrementInventory(client));
  const decrement = useMutation(inventoryQueries.mutationOptions.decrementInventory(client));
  const save = useMutation({
    mutationFn: async () => {
      const overrides: VariantOverride[] = variants.map((variant) => {
        const row = rows[variant._id!]!;
        return {
          variantIds: [variant._id!],
          price: numberOrNull(row.price),
          cost: numberOrNull(row.cost),
          weight: numberOrNull(row.weight),
          sku: row.sku.trim() || null,
        };
      });
      const quantityOf = (variantId: string) => rows[variantId]!.quantity.trim();
      const tracked = variants.some((variant) => quantityOf(variant._id!) !== '');
      const wasTracked = lines.some((line) => line.tracked);
      if (tracked && wasTracked) {
        const moves = stockMovesOf(
          lines.map((line) => ({ line, typed: quantityOf(line.variantId!) || '0' })),
        );
        const moved = await applyStockMoves(moves, {
          increment: (data) => increment.mutateAsync([data]),
          decrement: (data) => decrement.mutateAsync([data]),
        });
        if (moved)
          setLines((current) =>
            current.map((line) => ({ ...line, quantity: Number(quantityOf(line.variantId!) || '0') })),
          );
      } else if (tracked !== wasTracked) {
        // Starting the count (nothing counted to lose) or stopping it.
        await updateStock.mutateAsync([
          product._id!,
          {
            trackQuantity: tracked,
            variants: variants.map((variant) => {
              const quantity = quantityOf(variant._id!);
              return tracked
                ? { variantId: variant._id!, quantity: quantity === '' ? 0 : Number(quantity) }
                : { variantId: variant._id!, inStock: true };
            }),
          },
        ]);
        setLines((current) =>
          current.map((line) => ({
            ...line,
            tracked,
            quantity: tracked ? Number(quantityOf(line.variantId!) || '0') : undefined,
          })),
        );
      }
      await updateVariants.mutateAsync([product._id!, overrides]);
    },
    onSuccess: () => {
      toast.show({ tone: 'success', title: 'Variants saved' });
      return queryClient.invalidateQueries({ queryKey: productAdminQueries.key() });
    },
  });
  return (
    <Card as="section" title="Variants" description={`${variants.length} choice combinations`}>
      <table className="admin-lines admin-variants">
        <thead>
          <tr>
            <th>Variant</th>
            {FIELDS.map((field) => (
              <th key={field.key}>{field.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => {
            const name = Object.values(variant.choices ?? {}).join(' / ');
            return (
              <tr key={variant._id}>
                <th scope="row">{name}</th>
                {FIELDS.map((field) => (
                  <td key={field.key}>
                    <input
                      className="bz-input"
                      aria-label={`${field.label} of ${name}`}
                      value={rows[variant._id!]?.[field.key] ?? ''}
                      onChange={(e) =>
                        setRows((current) => ({
                          ...current,
                          [variant._id!]: { ...current[variant._id!]!, [field.key]: e.target.value },
                        }))
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormError error={save.error} title="Could not save the variants" />
      <Button loading={save.isPending} onClick={() => save.mutate()}>
        Save variants
      </Button>
    </Card>
  );
}
