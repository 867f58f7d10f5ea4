import { z } from 'zod';

/**
 * Input validation of the members calls (endpoints.md rows 50–73). Read-only entity fields a client may echo back
 * (`id`, `status`, dates…) are accepted and ignored; unknown fields are dropped.
 */

const GUID = z.guid();

/** `fieldsets`: PUBLIC / EXTENDED / FULL, at most 3 (business-rules 4D); a single value arrives as a string. */
export const fieldsetsSchema = z
  .preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z.array(z.enum(['PUBLIC', 'EXTENDED', 'FULL'])).max(3),
  )
  .optional();

/** A member id in a path. */
export const memberIdSchema = z.object({ id: GUID });

/** `GET /members/{id}`. */
export const getMemberSchema = z.object({ id: GUID, fieldsets: fieldsetsSchema });

/** `GET /members/my`. */
export const getMyMemberSchema = z.object({ fieldsets: fieldsetsSchema });

const isControlCharacter = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** Slugs: any non-empty text up to 255 characters, case-sensitive (business-rules 128, 130). */
export const slugSchema = z
  .string()
  .min(1)
  .max(255)
  .refine((slug) => slug.trim() !== '' && ![...slug].some(isControlCharacter), {
    message: 'must not be blank or contain control characters',
    params: { violatedRule: 'FORMAT', data: { type: 'SLUG' } },
  });

/** `POST /members/my/slug`. */
export const updateMySlugSchema = z.object({ slug: slugSchema });

/** `POST /members/{id}/slug`. */
export const updateMemberSlugSchema = z.object({ id: GUID, slug: slugSchema });

/** `DELETE /members/my`. */
export const deleteMyMemberSchema = z.object({ contentAssigneeId: GUID.nullish() });

/** `POST /members/bulk/delete`: 1–100 member ids. */
export const bulkDeleteSchema = z.object({ memberIds: z.array(GUID).min(1).max(100) });

/** Searchable fields (business-rules 135); the default is `profile.nickname`. */
export const SEARCH_FIELDS = [
  'loginEmail',
  'contact.firstName',
  'contact.lastName',
  'profile.title',
  'profile.nickname',
  'profile.slug',
] as const;

/** Plain-text search of query and bulk delete-by-filter. */
export const searchSchema = z
  .object({
    expression: z.string().min(1).max(100).nullish(),
    fields: z.array(z.enum(SEARCH_FIELDS)).max(4).optional(),
  })
  .optional();

/** The filter of the bulk calls: a JSON object (checked by the query compiler). */
const bulkFilter = z.record(z.string(), z.unknown());

/** `POST /members/bulk/delete-by-filter`. */
export const bulkDeleteByFilterSchema = z.object({
  filter: bulkFilter,
  contentAssigneeId: GUID.nullish(),
  search: searchSchema,
});

/** `POST /members/bulk/approve-by-filter`, `/bulk/block-by-filter`. */
export const bulkByFilterSchema = z.object({ filter: bulkFilter });

/** `POST /members/query`. */
export const queryMembersSchema = z.object({
  query: z.record(z.string(), z.unknown()).optional(),
  fieldsets: fieldsetsSchema,
  search: searchSchema,
});

/** `GET /members` (`paging`, `sorting` are read by the query runner). */
export const listMembersSchema = z.object({
  paging: z.unknown().optional(),
  sorting: z.unknown().optional(),
  fieldsets: fieldsetsSchema,
});

const text = (max: number) => z.string().max(max).nullish();

/** A profile image (entities.md Member `Image`). */
export const imageSchema = z.object({
  id: z.string().max(500).optional(),
  url: z.string().max(2048).optional(),
  height: z.number().int().min(0).optional(),
  width: z.number().int().min(0).optional(),
  offsetX: z.number().nullish(),
  offsetY: z.number().nullish(),
});

/** A contact address (entities.md Member `Address`); `id` is read-only (kept when it names an existing address). */
export const addressSchema = z.object({
  id: z.string().max(100).nullish(),
  streetAddress: z
    .object({ number: z.string().max(100).optional(), name: z.string().max(200).optional() })
    .nullish(),
  addressLine: text(200),
  addressLine2: text(200),
  city: text(100),
  subdivision: text(100),
  country: text(100),
  postalCode: text(50),
});

/** Custom contact fields: `{key: {name?, value}}`; `name` is ignored on update (MEM updateMember notes). */
export const customFieldsSchema = z
  .record(
    z.string().min(1).max(255),
    z.object({ name: z.string().max(255).nullish(), value: z.unknown() }).nullable(),
  )
  .refine((fields) => Object.keys(fields).length <= 100, {
    message: 'must have at most 100 fields',
    params: { violatedRule: 'MAX_SIZE', data: { max: 100 } },
  });

/** The contact part of a member write. */
export const contactSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  phones: z.array(z.string().min(1).max(50)).max(50).nullish(),
  emails: z.array(z.email().max(254)).max(50).nullish(),
  addresses: z.array(addressSchema).max(50).nullish(),
  birthdate: z
    .string()
    .max(100)
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { message: 'must be a date as YYYY-MM-DD' })
    .nullish(),
  company: text(100),
  jobTitle: text(100),
  customFields: customFieldsSchema.optional(),
});

/** The profile part of a member write (`slug` is read-only: set it with the slug calls). */
export const profileSchema = z.object({
  nickname: text(255),
  photo: imageSchema.nullish(),
  cover: imageSchema.nullish(),
  title: text(255),
});

/** The member of `POST /members` and `PATCH /members/{member.id}`. */
export const memberInputSchema = z.object({
  id: z.string().nullish(),
  loginEmail: z.email().max(254).nullish(),
  contact: contactSchema.nullish(),
  profile: profileSchema.nullish(),
  privacyStatus: z.enum(['UNKNOWN', 'PRIVATE', 'PUBLIC']).nullish(),
});

/** `POST /members`. */
export const createMemberSchema = z.object({ member: memberInputSchema });

/** The envelope of `PATCH /members/{member.id}`, checked before the member (whose id comes from the path). */
export const memberBodySchema = z.object({ member: z.record(z.string(), z.unknown()) });

/** `PATCH /members/{member.id}`. */
export const updateMemberSchema = z.object({ member: memberInputSchema.extend({ id: GUID }) });

/** Types of the validated writes. */
export type MemberInput = z.output<typeof memberInputSchema>;
export type ContactInput = z.output<typeof contactSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
export type AddressInput = z.output<typeof addressSchema>;
export type ImageInput = z.output<typeof imageSchema>;
export type SearchInput = z.output<typeof searchSchema>;
export type Fieldset = 'PUBLIC' | 'EXTENDED' | 'FULL';

/** `POST /members/v1/privacy-settings`. */
export const setPrivacySettingsSchema = z.object({
  memberPrivacySettings: z.object({
    publicMemberVisibility: z.enum(['UNKNOWN', 'VISIBLE_TO_MEMBERS_ONLY', 'VISIBLE_TO_ALL']).nullish(),
    publicMemberCandidates: z.enum(['UNKNOWN', 'NO_ONE', 'ANYONE']).nullish(),
    revision: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().min(0)]),
  }),
});

/** A rich-content document of a member's "About" section: an object with a `nodes` array (not checked deeper). */
export const richContentSchema = z.looseObject({
  nodes: z.array(z.record(z.string(), z.unknown())).max(10_000),
});

/** `POST /members/v2/abouts`. */
export const createMemberAboutSchema = z.object({
  memberAbout: z.object({ memberId: GUID.nullish(), content: richContentSchema }),
});

/** The envelope of `PATCH /members/v2/abouts/{memberAbout.id}`. */
export const memberAboutBodySchema = z.object({ memberAbout: z.record(z.string(), z.unknown()) });

/** `PATCH /members/v2/abouts/{memberAbout.id}`. */
export const updateMemberAboutSchema = z.object({
  memberAbout: z.object({
    id: GUID,
    revision: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().min(0)]),
    content: richContentSchema,
  }),
});

/** `POST /members/v2/abouts/query`. */
export const queryMemberAboutsSchema = z.object({ query: z.record(z.string(), z.unknown()).optional() });
