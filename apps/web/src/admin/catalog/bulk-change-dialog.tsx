import type { BulkProductsResponse } from '@bazaar/sdk';
import { Button, Checkbox, Dialog, FormError, SelectField, TextField, useToast } from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { productAdminQueries } from '../admin-queries';
import {
  type BulkChange,
  type BulkProperty,
  currentValue,
  previewValue,
  toBulkRequest,
} from './bulk-preview';
import type { SelectionDialogProps } from './selection-dialog-props';

const PROPERTIES = [
  { value: 'price', label: 'Price' },
  { value: 'cost', label: 'Cost' },
  { value: 'weight', label: 'Weight' },
];
const MODES = [
  { value: 'set', label: 'Set to' },
  { value: 'amount', label: 'Add an amount' },
  { value: 'percentage', label: 'Add a percentage' },
];

/**
 * Sets or adjusts the price, cost or weight of the selected products, showing each product's value before and
 * after (as the platform will compute it) before anything is sent.
 *
 * @param props - whether it is open, the products, and what to do after
 * @returns the dialog
 */
export function BulkChangeDialog({ open, onClose, products, onDone }: SelectionDialogProps) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [property, setProperty] = useState<BulkProperty>('price');
  const [mode, setMode] = useState<BulkChange['mode']>('set');
  const [value, setValue] = useState('');
  const [roundToInt, setRoundToInt] = useState(false);
  const finish = (response: BulkProductsResponse) => {
    const results = response.results ?? [];
    const failed = results.filter((result) => result.itemMetadata?.success === false);
    toast.show({
      tone: failed.length ? 'warning' : 'success',
      title: `${results.length - failed.length} products changed, ${failed.length} failed`,
      description: failed[0]?.itemMetadata?.error?.description,
    });
    void queryClient.invalidateQueries({ queryKey: productAdminQueries.key() });
    onDone();
    onClose();
  };
  const set = useMutation({
    ...productAdminQueries.mutationOptions.bulkUpdateProductsProperty(client),
    onSuccess: finish,
  });
  const adjust = useMutation({
    ...productAdminQueries.mutationOptions.bulkAdjustProductProperty(client),
    onSuccess: finish,
  });
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(number);
  const change: BulkChange = { property, mode, value: number, roundToInt };
  const ids = products.map((product) => product._id!);
  const apply = () => {
    const request = toBulkRequest(change);
    if ('set' in request) set.mutate([ids, request.set]);
    else adjust.mutate([request.adjust, ids]);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Change ${products.length} products`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!valid} loading={set.isPending || adjust.isPending} onClick={apply}>
            Apply to {products.length} products
          </Button>
        </>
      }
    >
      <div className="admin-toolbar">
        <SelectField
          label="Property"
          options={PROPERTIES}
          value={property}
          onChange={(e) => setProperty(e.target.value as BulkProperty)}
        />
        <SelectField
          label="Change"
          options={MODES}
          value={mode}
          onChange={(e) => setMode(e.target.value as BulkChange['mode'])}
        />
        <TextField
          label="Value"
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </div>
      {mode === 'percentage' ? (
        <Checkbox
          label="Round to whole numbers"
          checked={roundToInt}
          onChange={(e) => setRoundToInt(e.target.checked)}
        />
      ) : null}
      <table className="admin-lines" aria-label="Preview">
        <thead>
          <tr>
            <th>Product</th>
            <th className="admin-num">Now</th>
            <th className="admin-num">After</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const now = currentValue(product, property);
            const after = valid ? previewValue(now, change, product.priceData?.currency ?? 'USD') : now;
            return (
              <tr key={product._id}>
                <td>{product.name}</td>
                <td className="admin-num">{now ?? '—'}</td>
                <td className="admin-num">{after === undefined ? 'Fails: would be negative' : after}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FormError error={set.error ?? adjust.error} title="The change failed" />
    </Dialog>
  );
}
