import type { Collection } from '@bazaar/sdk';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Form,
  FormError,
  PageHeader,
  Stack,
  TextAreaField,
  TextField,
} from '@bazaar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useAdminClient } from '../admin-client';
import { collectionAdminQueries, productAdminQueries } from '../admin-queries';

/**
 * The collections: how many products each holds, creating one, deleting one (its products stay). Products join
 * collections from their own page.
 *
 * @returns the page
 */
export function CollectionsPage() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const collections = useQuery(
    collectionAdminQueries.queryOptions.queryCollections(client, (query) => query.limit(100)),
  );
  const changed = () => queryClient.invalidateQueries({ queryKey: collectionAdminQueries.key() });
  const create = useMutation({
    ...productAdminQueries.mutationOptions.createCollection(client),
    onSuccess: () => {
      setName('');
      setDescription('');
      return changed();
    },
  });
  const remove = useMutation({
    ...productAdminQueries.mutationOptions.deleteCollection(client),
    onSuccess: changed,
  });
  const columns: DataTableColumn<Collection>[] = [
    { key: 'name', header: 'Collection', rowHeader: true, cell: (collection) => collection.name },
    { key: 'slug', header: 'Slug', cell: (collection) => collection.slug },
    {
      key: 'count',
      header: 'Products',
      align: 'end',
      cell: (collection) => collection.numberOfProducts ?? 0,
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (collection) => (
        <Button size="sm" variant="ghost" onClick={() => setDeleting(collection)}>
          Delete
        </Button>
      ),
    },
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate([{ name: name.trim(), description }]);
  };
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        title="Collections"
        description="Group products for the shop's navigation."
      />
      <FormError error={collections.error} title="Could not load the collections" />
      <DataTable
        caption="Collections"
        hideCaption
        columns={columns}
        rows={collections.data?.items ?? []}
        getRowId={(collection) => collection._id ?? ''}
        loading={collections.isPending}
        empty="No collections."
      />
      <Card as="section" title="New collection">
        <Form onSubmit={submit}>
          <FormError error={create.error} title="Could not create the collection" />
          <TextField label="Name" required value={name} onChange={(e) => setName(e.target.value)} />
          <TextAreaField
            label="Description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
            Create collection
          </Button>
        </Form>
      </Card>
      <ConfirmDialog
        open={!!deleting}
        onClose={() => setDeleting(null)}
        title={`Delete the collection ${deleting?.name ?? ''}?`}
        description="Its products stay in the catalog."
        confirmLabel="Delete collection"
        onConfirm={() => remove.mutateAsync([deleting!._id!])}
      />
    </Stack>
  );
}
