import type { Collection, CollectionInput } from '@bazaar/sdk';

/** The collection editor's form state (as typed). */
export interface CollectionDraft {
  name: string;
  description: string;
}

/** Why an edit is refused before anything is sent. */
export const EMPTY_NAME_MESSAGE = 'Enter a name for the collection.';

/**
 * The form state of an existing collection.
 *
 * @param collection - the collection as read
 * @returns its name and description
 */
export function collectionDraft(collection: Collection): CollectionDraft {
  return { name: collection.name ?? '', description: collection.description ?? '' };
}

/**
 * The update of a collection's name and description (`PATCH /stores/v1/collections/{id}`): only the fields that
 * changed, the name trimmed. A blank name is refused here; the platform's own limits (length) answer with its message.
 *
 * @param collection - the collection as read
 * @param draft - the form state
 * @returns the patch to send (empty when nothing changed), or the message refusing the input
 */
export function toCollectionPatch(
  collection: Collection,
  draft: CollectionDraft,
): { patch: CollectionInput } | { error: string } {
  const name = draft.name.trim();
  if (!name) return { error: EMPTY_NAME_MESSAGE };
  const patch: CollectionInput = {};
  if (name !== (collection.name ?? '')) patch.name = name;
  if (draft.description !== (collection.description ?? '')) patch.description = draft.description;
  return { patch };
}
