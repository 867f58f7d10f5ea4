import type { Product } from '@bazaar/sdk';
import {
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  Form,
  FormActions,
  FormError,
  TextAreaField,
  TextField,
} from '@bazaar/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAdminClient } from '../admin-client';
import { inventoryQueries, productAdminQueries } from '../admin-queries';
import {
  EMPTY_PRODUCT_DRAFT,
  type ProductDraft,
  toProductDraft,
  toProductInput,
  toProductUpdate,
} from './product-draft';
import { applyStockMoves } from './stock-adjustment';

/**
 * The product's details and options: creates the product, or saves changes to it; deletes it after confirmation.
 * A changed stock quantity is saved as a move by the difference from the quantity the form loaded
 * (`incrementInventory` / `decrementInventory`, before the details), so units sold meanwhile are kept; a write-off
 * larger than the stock left is refused with the platform's counts and nothing is saved.
 *
 * @param props - the product (none: a new one)
 * @returns the form
 */
export function ProductForm({ product }: { product?: Product }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProductDraft>(product ? toProductDraft(product) : EMPTY_PRODUCT_DRAFT);
  const [deleting, setDeleting] = useState(false);
  const changed = () => queryClient.invalidateQueries({ queryKey: productAdminQueries.key() });
  const create = useMutation({
    ...productAdminQueries.mutationOptions.createProduct(client),
    onSuccess: async ({ product: created }) => {
      await changed();
      navigate(`/admin/products/${created?._id}`);
    },
  });
  // The count the stock field started from; once a move is applied it is the typed count, so a retry of a failed
  // details save does not move the stock again.
  const [loadedQuantity, setLoadedQuantity] = useState(draft.quantity);
  const updateProduct = useMutation(productAdminQueries.mutationOptions.updateProduct(client));
  const increment = useMutation(inventoryQueries.mutationOptions.incrementInventory(client));
  const decrement = useMutation(inventoryQueries.mutationOptions.decrementInventory(client));
  const update = useMutation({
    mutationFn: async ({ id, saved }: { id: string; saved: Product }) => {
      const { input, moves } = toProductUpdate(saved, loadedQuantity, draft);
      const moved = await applyStockMoves(moves, {
        increment: (data) => increment.mutateAsync([data]),
        decrement: (data) => decrement.mutateAsync([data]),
      });
      if (moved) setLoadedQuantity(draft.quantity.trim());
      return updateProduct.mutateAsync([id, input]);
    },
    onSuccess: changed,
  });
  const remove = useMutation({
    ...productAdminQueries.mutationOptions.deleteProduct(client),
    onSuccess: async () => {
      await changed();
      navigate('/admin/products');
    },
  });
  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (name: 'name' | 'price' | 'cost' | 'weight' | 'sku' | 'ribbon' | 'brand' | 'quantity') => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set({ [name]: event.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (product?._id) update.mutate({ id: product._id, saved: product });
    else create.mutate([toProductInput(draft)]);
  };
  const setOption = (index: number, patch: Partial<ProductDraft['options'][number]>) =>
    set({ options: draft.options.map((option, i) => (i === index ? { ...option, ...patch } : option)) });
  const hasOptions = draft.options.some((option) => option.name.trim() && option.choices.trim());
  return (
    <Card as="section" title="Details">
      <Form onSubmit={submit}>
        <FormError error={create.error ?? update.error} title="Could not save the product" />
        <TextField label="Name" required {...text('name')} />
        <TextAreaField
          label="Description"
          value={draft.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        <div className="admin-toolbar">
          <TextField label="Price" inputMode="decimal" required {...text('price')} />
          <TextField label="Cost" inputMode="decimal" {...text('cost')} />
          <TextField label="Weight" inputMode="decimal" {...text('weight')} />
          <TextField label="SKU" {...text('sku')} />
          {hasOptions ? null : (
            <TextField
              label="Stock quantity"
              hint="Blank: not tracked"
              inputMode="numeric"
              {...text('quantity')}
            />
          )}
        </div>
        <div className="admin-toolbar">
          <TextField label="Ribbon" hint="e.g. New, Sale" {...text('ribbon')} />
          <TextField label="Brand" {...text('brand')} />
        </div>
        <Checkbox
          label="Visible in the shop"
          checked={draft.visible}
          onChange={(e) => set({ visible: e.target.checked })}
        />
        <fieldset className="admin-options">
          <legend>Options</legend>
          {draft.options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved; their position is their identity here
            <div className="admin-toolbar" key={index}>
              <TextField
                label={`Option ${index + 1} name`}
                value={option.name}
                onChange={(e) => setOption(index, { name: e.target.value })}
              />
              <TextField
                label={`Option ${index + 1} choices`}
                hint="Comma separated"
                value={option.choices}
                onChange={(e) => setOption(index, { choices: e.target.value })}
              />
              <Button
                variant="ghost"
                onClick={() => set({ options: draft.options.filter((_, i) => i !== index) })}
              >
                Remove option {index + 1}
              </Button>
            </div>
          ))}
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ options: [...draft.options, { name: '', choices: '' }] })}
          >
            Add option
          </Button>
        </fieldset>
        <FormActions>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {product ? 'Save product' : 'Create product'}
          </Button>
          {product ? (
            <Button variant="danger" onClick={() => setDeleting(true)}>
              Delete product
            </Button>
          ) : null}
        </FormActions>
      </Form>
      {product ? (
        <ConfirmDialog
          open={deleting}
          onClose={() => setDeleting(false)}
          title={`Delete ${product.name}?`}
          description="It leaves the shop and every collection. Orders keep their copy."
          confirmLabel="Delete product"
          onConfirm={() => remove.mutateAsync([product._id!])}
        />
      ) : null}
    </Card>
  );
}
