/**
 * Media of a product and of its choices (`POST /v1/products/{id}/media`, `…/media/delete`, `PATCH …/choices/media`,
 * `POST …/choices/media/delete`). Pure functions over {@link ProductState}; the service resolves uploaded media ids
 * and URLs into {@link MediaRecord}s first.
 */
import { ApiError } from '../../http/api-error';
import type { MediaRecord, OptionRecord, ProductState } from './product-state';

/** `MediaAssignmentToChoice`: media of the product assigned to (or removed from) one choice. */
export interface ChoiceMediaAssignment {
  option: string;
  choice: string;
  /** Empty or missing on removal = every media item of the choice. */
  mediaIds?: string[];
}

/** A media item to add, resolved, with the choice it belongs to (`MediaDataForWrite.choice`). */
export interface NewMedia {
  record: MediaRecord;
  choice?: { option: string; choice: string };
}

/** Most media items a product may hold. */
export const MAX_PRODUCT_MEDIA = 100;

function findChoice(options: OptionRecord[], option: string, choice: string, field: string) {
  const found = options.find((candidate) => candidate.name === option);
  if (!found) throw ApiError.invalidField(`${field}.option`, `"${option}" is not an option of this product`);
  const target = found.choices.find(
    (candidate) => candidate.description === choice || candidate.value === choice,
  );
  if (!target)
    throw ApiError.invalidField(`${field}.choice`, `"${choice}" is not a choice of option "${option}"`);
  return target;
}

function cloneOptions(options: readonly OptionRecord[]): OptionRecord[] {
  return options.map((option) => ({
    ...option,
    choices: option.choices.map((choice) => ({ ...choice, mediaIds: [...choice.mediaIds] })),
  }));
}

/**
 * Checks the one-option rule: media may be assigned to the choices of one option only (the official docs of
 * addProductMediaToChoices).
 * @param options - the options after the change
 * @throws ApiError - 428 `MEDIA_ASSIGNED_TO_OTHER_OPTION` when choices of two options hold media
 */
function assertOneMediaOption(options: readonly OptionRecord[]): void {
  const withMedia = options.filter((option) => option.choices.some((choice) => choice.mediaIds.length > 0));
  if (withMedia.length > 1) {
    throw ApiError.precondition(
      'MEDIA_ASSIGNED_TO_OTHER_OPTION',
      `Media can be assigned to the choices of one option only; "${withMedia[0]!.name}" already has media`,
      { option: withMedia[0]!.name },
    );
  }
}

/**
 * Appends media items (and assigns those with a `choice` to it).
 * @param state - the product
 * @param items - the resolved items, in order
 * @throws ApiError - 400 for an unknown option or choice or too many items; 428 when choices of two options would
 *   hold media
 */
export function addMedia(state: ProductState, items: readonly NewMedia[]): ProductState {
  if (state.media.length + items.length > MAX_PRODUCT_MEDIA) {
    throw ApiError.invalidField(
      'media',
      `a product holds at most ${MAX_PRODUCT_MEDIA} media items`,
      'MAX_SIZE',
      {
        max: MAX_PRODUCT_MEDIA,
      },
    );
  }
  const productOptions = cloneOptions(state.productOptions);
  // Adding an uploaded image twice keeps one item (its id is the upload id).
  const known = new Set(state.media.map((item) => item.id));
  const added = items.filter((item) => !known.has(item.record.id) && known.add(item.record.id));
  items.forEach((item, index) => {
    if (!item.choice) return;
    const choice = findChoice(
      productOptions,
      item.choice.option,
      item.choice.choice,
      `media[${index}].choice`,
    );
    if (!choice.mediaIds.includes(item.record.id)) choice.mediaIds.push(item.record.id);
  });
  assertOneMediaOption(productOptions);
  return { ...state, productOptions, media: [...state.media, ...added.map((item) => item.record)] };
}

/**
 * Removes media items from the product and from every choice; an empty list removes them all.
 * @param state - the product
 * @param mediaIds - ids to remove
 */
export function removeMedia(state: ProductState, mediaIds: readonly string[]): ProductState {
  const gone = (id: string) => mediaIds.length === 0 || mediaIds.includes(id);
  const productOptions = cloneOptions(state.productOptions);
  for (const option of productOptions) {
    for (const choice of option.choices) choice.mediaIds = choice.mediaIds.filter((id) => !gone(id));
  }
  return { ...state, productOptions, media: state.media.filter((item) => !gone(item.id)) };
}

/**
 * Assigns media items the product already has to choices.
 * @param state - the product
 * @param assignments - which media go to which choice
 * @throws ApiError - 400 for unknown options, choices or media ids; 428 when choices of two options would hold media
 */
export function assignChoiceMedia(
  state: ProductState,
  assignments: readonly ChoiceMediaAssignment[],
): ProductState {
  const productOptions = cloneOptions(state.productOptions);
  assignments.forEach((assignment, index) => {
    const field = `media[${index}]`;
    const choice = findChoice(productOptions, assignment.option, assignment.choice, field);
    for (const id of assignment.mediaIds ?? []) {
      if (!state.media.some((item) => item.id === id)) {
        throw ApiError.invalidField(`${field}.mediaIds`, `${id} is not a media item of this product`);
      }
      if (!choice.mediaIds.includes(id)) choice.mediaIds.push(id);
    }
  });
  assertOneMediaOption(productOptions);
  return { ...state, productOptions };
}

/**
 * Removes media from choices: the listed ids from the named choice (all of its media when none are listed).
 * @param state - the product
 * @param assignments - what to remove (1 to 10, request-schema.ts)
 * @throws ApiError - 400 for an unknown option or choice
 */
export function unassignChoiceMedia(
  state: ProductState,
  assignments: readonly ChoiceMediaAssignment[],
): ProductState {
  const productOptions = cloneOptions(state.productOptions);
  assignments.forEach((assignment, index) => {
    const choice = findChoice(productOptions, assignment.option, assignment.choice, `media[${index}]`);
    const ids = assignment.mediaIds ?? [];
    choice.mediaIds = ids.length === 0 ? [] : choice.mediaIds.filter((id) => !ids.includes(id));
  });
  return { ...state, productOptions };
}

/**
 * The media of a selection of choices: the items assigned to the selected choices, in product order.
 * @param state - the product
 * @param selection - option name → choice description
 */
export function mediaOfChoices(state: ProductState, selection: Record<string, string>): MediaRecord[] {
  const ids = new Set<string>();
  for (const option of state.productOptions) {
    const chosen = selection[option.name];
    const choice = option.choices.find((candidate) => candidate.description === chosen);
    for (const id of choice?.mediaIds ?? []) ids.add(id);
  }
  return state.media.filter((item) => ids.has(item.id));
}
