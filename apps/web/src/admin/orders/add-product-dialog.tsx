import type { Product } from '@bazaar/sdk';
import {
  Button,
  Dialog,
  FormError,
  QuantityInput,
  RadioGroup,
  SelectField,
  Stack,
  TextField,
} from '@bazaar/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminClient } from '../admin-client';
import { productAdminQueries } from '../admin-queries';
import { type AddedLineDraft, variantChoicesOf } from './added-lines';

const RESULTS = 10;

/**
 * Picks a catalog product to add to an order: a name search (`products.queryProducts`, visible products only —
 * the platform refuses hidden ones), a variant when the product has options, and a quantity. The line is only
 * added to the edit form's pending changes; the price shown is the catalog's, which the platform charges.
 *
 * @param props - whether it is open, how to close it, and what to do with the chosen line
 * @returns the dialog
 */
export function AddProductDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (line: AddedLineDraft) => void;
}) {
  const client = useAdminClient();
  const [name, setName] = useState('');
  const [productId, setProductId] = useState('');
  const [variantId, setVariantId] = useState('');
  const [quantity, setQuantity] = useState(1);
  const search = name.trim();
  const products = useQuery({
    ...productAdminQueries.queryOptions.queryProducts(
      client,
      (query) => query.startsWith('name', search).limit(RESULTS),
      { includeVariants: true },
    ),
    enabled: open && search.length > 0,
    placeholderData: keepPreviousData,
  });
  const found: Product[] = search ? (products.data?.items ?? []) : [];
  const product = found.find((candidate) => candidate._id === productId);
  const variants = product ? variantChoicesOf(product) : [];
  const hasOptions = (product?.productOptions?.length ?? 0) > 0;
  const variant = hasOptions ? variants.find((v) => v.variantId === variantId) : variants[0];
  const close = () => {
    setName('');
    setProductId('');
    setVariantId('');
    setQuantity(1);
    onClose();
  };
  const add = () => {
    if (!product?._id || !variant) return;
    onAdd({
      productId: product._id,
      variantId: variant.variantId,
      name: product.name ?? '',
      choices: variant.choices,
      quantity,
      formattedPrice: variant.formattedPrice,
    });
    close();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add a product"
      description="The catalog sets the price; the stock is taken when the changes are saved."
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button onClick={add} disabled={!variant?.inStock}>
            Add to order
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <TextField
          label="Product name"
          type="search"
          hint="Products whose name starts with this"
          value={name}
          data-autofocus
          onChange={(e) => {
            setName(e.target.value);
            setProductId('');
            setVariantId('');
          }}
        />
        <FormError error={products.error} title="Could not search the catalog" />
        {search && products.isSuccess && found.length === 0 ? (
          <p role="status">No products start with “{search}”.</p>
        ) : null}
        {found.length ? (
          <RadioGroup
            legend="Product"
            name="add-product"
            value={productId}
            onChange={(value) => {
              setProductId(value);
              setVariantId('');
            }}
            options={found.map((candidate) => ({
              value: candidate._id ?? '',
              label: candidate.name ?? '',
              hint: candidate.priceData?.formatted?.discountedPrice ?? candidate.priceData?.formatted?.price,
            }))}
          />
        ) : null}
        {product && hasOptions ? (
          <SelectField
            label="Variant"
            placeholder="Choose a variant"
            value={variantId}
            onChange={(e) => setVariantId(e.target.value)}
            options={variants.map((choice) => ({
              value: choice.variantId,
              label: `${choice.label} — ${choice.formattedPrice}${choice.inStock ? '' : ' (out of stock)'}`,
              disabled: !choice.inStock,
            }))}
          />
        ) : null}
        {product ? <QuantityInput label="Quantity" min={1} value={quantity} onChange={setQuantity} /> : null}
        {variant ? (
          <p role="status">
            Catalog price: <strong>{variant.formattedPrice}</strong> each
          </p>
        ) : null}
      </Stack>
    </Dialog>
  );
}
