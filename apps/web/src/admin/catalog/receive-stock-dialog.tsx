import { Button, Dialog, FormError, TextField, useToast } from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { inventoryQueries, productAdminQueries } from '../admin-queries';
import type { SelectionDialogProps } from './selection-dialog-props';
import { parseStockChange, receiveStockData, stockLinesOf } from './stock-adjustment';

/**
 * Receives the same number of units on every tracked variant of the selected products, in one `incrementInventory`
 * call (all or nothing), added to the stock as it is then; products without a count are left as they are.
 *
 * @param props - whether it is open, the products (read with their variants), and what to do after
 * @returns the dialog
 */
export function ReceiveStockDialog({ open, onClose, products, onDone }: SelectionDialogProps) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const receive = useMutation({
    ...inventoryQueries.mutationOptions.incrementInventory(client),
    onSuccess: () => {
      toast.show({ tone: 'success', title: 'Stock received' });
      setText('');
      void queryClient.invalidateQueries({ queryKey: productAdminQueries.key() });
      onDone();
      onClose();
    },
  });
  const tracked = products.filter((product) => stockLinesOf(product).some((line) => line.tracked));
  const untracked = products.length - tracked.length;
  const apply = () => {
    const change = parseStockChange(text);
    const units = change.units ?? 0;
    setProblem(units > 0 ? '' : (change.problem ?? 'Enter the units received, e.g. 5'));
    if (units > 0) receive.mutate([receiveStockData(tracked, units)]);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`Receive stock for ${products.length} products`}
      description={`Each variant of the ${tracked.length} that track stock gets the units${
        untracked ? `; ${untracked} without a count are left as they are` : ''
      }.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!tracked.length} loading={receive.isPending} onClick={apply}>
            Receive stock
          </Button>
        </>
      }
    >
      <TextField
        label="Units per variant"
        inputMode="numeric"
        value={text}
        error={problem || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <FormError error={receive.error} title="Nothing was received" />
    </Dialog>
  );
}
