import type { Collection } from '@bazaar/sdk';
import {
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  Dialog,
  Form,
  FormError,
  PageHeader,
  Stack,
  TextAreaField,
  TextField,
} from '@bazaar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useAdminClient } from '../admin-client';
import { collectionAdminQueries, productAdminQueries } from '../admin-queries';
import { type CollectionDraft, collectionDraft, toCollectionPatch } from './collection-edit';

/**
 * The collections: how many products each holds, creating one, renaming one or changing its description, deleting
 * one (its products stay). Products join collections from their own page.
 *
 * @returns the page
 */
export function CollectionsPage() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [deleting, setDeleting] = useState<Collection | null>(null);
  const [editing, setEditing] = useState<Collection | null>(null);
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
        <>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit ${collection.name ?? 'collection'}`}
            onClick={() => setEditing(collection)}
          >
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDeleting(collection)}>
            Delete
          </Button>
        </>
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
      {editing ? (
        <EditCollectionDialog
          key={editing._id}
          collection={editing}
          onClose={() => setEditing(null)}
          onSaved={changed}
        />
      ) : null}
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

/**
 * Renames a collection or changes its description. A blank name is refused before anything is sent; the platform's
 * refusals (a name too long…) show its message.
 *
 * @param props - the collection, and what to do on close and after saving
 * @returns the dialog
 */
function EditCollectionDialog({
  collection,
  onClose,
  onSaved,
}: {
  collection: Collection;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const client = useAdminClient();
  const [draft, setDraft] = useState<CollectionDraft>(() => collectionDraft(collection));
  const [refused, setRefused] = useState<string | undefined>();
  const update = useMutation({
    ...productAdminQueries.mutationOptions.updateCollection(client),
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
  });
  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = toCollectionPatch(collection, draft);
    setRefused('error' in result ? result.error : undefined);
    if ('error' in result) return;
    if (Object.keys(result.patch).length === 0) onClose();
    else update.mutate([collection._id!, result.patch]);
  };
  const formId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Edit the collection ${collection.name ?? ''}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            Save collection
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={save} noValidate>
        <FormError error={update.error} title="Could not save the collection" />
        <TextField
          label="Name"
          required
          value={draft.name}
          error={refused}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <TextAreaField
          label="Description"
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </Form>
    </Dialog>
  );
}
