import type { Collection } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { collectionDraft, EMPTY_NAME_MESSAGE, toCollectionPatch } from './collection-edit';

const cups: Collection = { _id: 'c1', name: 'Cups', slug: 'cups', description: 'For tea.' };

describe('toCollectionPatch', () => {
  it('sends only what changed, the name trimmed', () => {
    expect(toCollectionPatch(cups, { name: '  Mugs ', description: 'For tea.' })).toEqual({
      patch: { name: 'Mugs' },
    });
    expect(toCollectionPatch(cups, { name: 'Cups', description: '' })).toEqual({
      patch: { description: '' },
    });
    expect(toCollectionPatch(cups, collectionDraft(cups))).toEqual({ patch: {} });
  });

  it('refuses a blank name with a message and sends nothing', () => {
    expect(toCollectionPatch(cups, { name: '   ', description: 'x' })).toEqual({
      error: EMPTY_NAME_MESSAGE,
    });
  });

  it('reads a collection without a description as an empty one', () => {
    expect(collectionDraft({ _id: 'c2', name: 'Hats' })).toEqual({ name: 'Hats', description: '' });
    expect(toCollectionPatch({ _id: 'c2', name: 'Hats' }, { name: 'Hats', description: '' })).toEqual({
      patch: {},
    });
  });
});
