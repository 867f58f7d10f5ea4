import { useState } from 'react';
import { Button } from '../button';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from '../data-table/data-table';
import { Dialog } from '../dialog';
import { QuantityInput } from '../quantity-input';
import { Tabs } from '../tabs';
import { TextField } from '../text-field';
import { ToastProvider, useToast } from '../toast-provider';

const rows = [
  { id: 'a', name: 'Ada' },
  { id: 'b', name: 'Grace' },
];

function Notify() {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.show({ tone: 'success', title: 'Saved the address' })}>
      Notify
    </Button>
  );
}

/**
 * The interactive components wired as an app would wire them. The browser test renders it on the server,
 * hydrates it in Chromium and drives it with the keyboard and the mouse.
 */
export function InteractiveFixture() {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <ToastProvider>
      <main>
        <Button id="open-dialog" onClick={() => setEditing(true)}>
          Edit address
        </Button>
        <Dialog open={editing} onClose={() => setEditing(false)} title="Edit address">
          <TextField label="Street" name="street" data-autofocus />
        </Dialog>
        <Button id="open-confirm" variant="danger" onClick={() => setConfirming(true)}>
          Delete member
        </Button>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => Promise.reject(new Error('Member is the site owner'))}
          title="Delete member?"
          confirmLabel="Delete member"
        />
        <Tabs
          label="Sections"
          items={[
            { id: 'one', label: 'One', content: 'First panel' },
            { id: 'two', label: 'Two', content: 'Second panel' },
            { id: 'three', label: 'Three', content: 'Third panel', disabled: true },
          ]}
        />
        <QuantityInput label="Quantity" id="quantity" value={quantity} onChange={setQuantity} max={3} />
        <DataTable
          caption="People"
          columns={[{ key: 'name', header: 'Name', cell: (row: (typeof rows)[number]) => row.name }]}
          rows={rows}
          getRowId={(row) => row.id}
          selectedIds={selected}
          onSelectionChange={setSelected}
          rowLabel={(row) => `Select ${row.name}`}
        />
        <Notify />
      </main>
    </ToastProvider>
  );
}
