import { randomUUID } from 'node:crypto';
import type { IdentityProfile } from '../identity/identity-store';
import type { AddressInput, ContactInput } from './schema';

/**
 * A member's contact data lives in the identity profile (`identities.profile`), so the authentication APIs and the
 * members API show the same names, emails, phones and addresses. This file maps between the two shapes:
 *
 * | Member `contact` (members v1)     | identity profile (entities.md Identity)                          |
 * | --------------------------------- | ---------------------------------------------------------------- |
 * | `firstName`, `lastName`           | same                                                             |
 * | `emails[]` (strings)              | `secondaryEmails[] {email, tag}` (+ legacy `emails[]`)            |
 * | `phones[]` (strings)              | `phonesV2[] {countryCode?, phone, tag}` (+ legacy `phones[]`)     |
 * | `addresses[] {id, addressLine…}`  | `addresses[] {id, tag, address {addressLine, streetName…}}`       |
 * | `birthdate`, `company`            | same                                                             |
 * | `jobTitle`                        | `position`                                                       |
 * | `customFields {key: {name, value}}` | `customFields[] {name, value: {strValue / numValue / …}}`      |
 *
 * Tags (email: UNTAGGED/MAIN/HOME/WORK, phone: …/MOBILE/FAX, address: …/BILLING/SHIPPING) are not part of the
 * members v1 wire shape; they are kept on the identity side when a list is rewritten with values it already had.
 */

/** A member contact on the wire (entities.md Member `contact`). */
export interface MemberContact {
  firstName?: string;
  lastName?: string;
  phones: string[];
  emails: string[];
  addresses: MemberAddress[];
  birthdate?: string;
  company?: string;
  jobTitle?: string;
  customFields?: Record<string, { name: string; value: unknown }>;
}

/** A member contact address on the wire. */
export interface MemberAddress {
  /** Absent for addresses given at registration (the identity APIs carry no address ids). */
  id?: string;
  streetAddress?: { number?: string; name?: string };
  addressLine?: string;
  addressLine2?: string;
  city?: string;
  subdivision?: string;
  country?: string;
  postalCode?: string;
}

interface TaggedEmail {
  email: string;
  tag?: string;
}
interface TaggedPhone {
  phone: string;
  countryCode?: string | null;
  tag?: string;
}
interface AddressWrapper {
  id?: string;
  tag?: string;
  address?: Record<string, string>;
}
interface CustomFieldEntry {
  name: string;
  value?: Record<string, unknown>;
}

const PLAIN_ADDRESS_KEYS = [
  'addressLine',
  'addressLine2',
  'city',
  'subdivision',
  'country',
  'postalCode',
] as const;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The member `contact` of an identity profile.
 * @param profile - the stored identity profile
 */
export function contactFromProfile(profile: IdentityProfile): MemberContact {
  const tagged = list<TaggedEmail>(profile.secondaryEmails);
  const phonesV2 = list<TaggedPhone>(profile.phonesV2);
  const contact: MemberContact = {
    phones: phonesV2.length ? phonesV2.map((p) => p.phone) : strings(profile.phones),
    emails: tagged.length ? tagged.map((e) => e.email) : strings(profile.emails),
    addresses: list<AddressWrapper>(profile.addresses).map(toMemberAddress),
  };
  const scalars: Array<[keyof MemberContact, unknown]> = [
    ['firstName', profile.firstName],
    ['lastName', profile.lastName],
    ['birthdate', profile.birthdate],
    ['company', profile.company],
    ['jobTitle', profile.position],
  ];
  for (const [key, value] of scalars) {
    const text = textOf(value);
    if (text !== undefined) (contact as unknown as Record<string, unknown>)[key] = text;
  }
  const fields = list<CustomFieldEntry>(profile.customFields).filter((f) => typeof f.name === 'string');
  if (fields.length) {
    contact.customFields = Object.fromEntries(
      fields.map((f) => [f.name, { name: f.name, value: fromCustomValue(f.value) }]),
    );
  }
  return contact;
}

function toMemberAddress(wrapper: AddressWrapper): MemberAddress {
  const address = wrapper.address ?? {};
  const out: MemberAddress = wrapper.id ? { id: wrapper.id } : {};
  if (address.streetName || address.streetNumber) {
    out.streetAddress = {
      ...(address.streetNumber ? { number: address.streetNumber } : {}),
      ...(address.streetName ? { name: address.streetName } : {}),
    };
  }
  for (const key of PLAIN_ADDRESS_KEYS) {
    const value = textOf(address[key]);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Applies the contact part of a member write to an identity profile (PATCH semantics, business-rules 125): only
 * the given fields change, `""` clears a scalar, the `phones`/`emails`/`addresses` arrays are replaced whole and an
 * empty array changes nothing, custom fields are merged by key (`null` removes one).
 * @param profile - the stored identity profile
 * @param contact - the validated contact input
 * @returns a new profile
 */
export function applyContact(profile: IdentityProfile, contact: ContactInput): IdentityProfile {
  const next: IdentityProfile = { ...profile };
  const scalars: Array<[string, string | null | undefined]> = [
    ['firstName', contact.firstName],
    ['lastName', contact.lastName],
    ['birthdate', contact.birthdate],
    ['company', contact.company],
    ['position', contact.jobTitle],
  ];
  for (const [key, value] of scalars) {
    if (value === undefined || value === null) continue;
    if (value === '') delete next[key];
    else next[key] = value;
  }
  if (contact.emails?.length) {
    const tags = new Map(list<TaggedEmail>(profile.secondaryEmails).map((e) => [e.email, e.tag]));
    next.emails = contact.emails;
    next.secondaryEmails = contact.emails.map((email) => ({ email, tag: tags.get(email) ?? 'UNTAGGED' }));
  }
  if (contact.phones?.length) {
    const known = new Map(list<TaggedPhone>(profile.phonesV2).map((p) => [p.phone, p]));
    next.phones = contact.phones;
    next.phonesV2 = contact.phones.map((phone) => {
      const before = known.get(phone);
      return {
        phone,
        ...(before?.countryCode ? { countryCode: before.countryCode } : {}),
        tag: before?.tag ?? 'UNTAGGED',
      };
    });
  }
  if (contact.addresses?.length) {
    const known = new Map(list<AddressWrapper>(profile.addresses).map((a) => [a.id, a]));
    next.addresses = contact.addresses.map((address) => {
      const before = address.id ? known.get(address.id) : undefined;
      return {
        id: before?.id ?? randomUUID(),
        tag: before?.tag ?? 'UNTAGGED',
        address: toIdentityAddress(address),
      };
    });
  }
  if (contact.customFields) {
    const fields = new Map(list<CustomFieldEntry>(profile.customFields).map((f) => [f.name, f]));
    for (const [key, field] of Object.entries(contact.customFields)) {
      if (field === null || field.value === null || field.value === undefined || field.value === '') {
        fields.delete(key);
      } else {
        fields.set(key, { name: key, value: toCustomValue(field.value) });
      }
    }
    if (fields.size) next.customFields = [...fields.values()];
    else delete next.customFields;
  }
  return next;
}

/**
 * Clears one contact list (`DELETE /members/{id}/phones|emails|addresses`, business-rules 125). Clearing emails
 * leaves the login email alone.
 * @param profile - the stored identity profile
 * @param which - the list to clear
 * @returns a new profile
 */
export function clearContactList(
  profile: IdentityProfile,
  which: 'phones' | 'emails' | 'addresses',
): IdentityProfile {
  const next: IdentityProfile = { ...profile };
  const keys = {
    phones: ['phones', 'phonesV2'],
    emails: ['emails', 'secondaryEmails'],
    addresses: ['addresses'],
  }[which];
  for (const key of keys) delete next[key];
  return next;
}

function toIdentityAddress(address: AddressInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of PLAIN_ADDRESS_KEYS) {
    const value = textOf(address[key]);
    if (value !== undefined) out[key] = value;
  }
  const streetName = textOf(address.streetAddress?.name);
  const streetNumber = textOf(address.streetAddress?.number);
  if (streetName) out.streetName = streetName;
  if (streetNumber) out.streetNumber = streetNumber;
  return out;
}

// Member custom-field values are plain JSON; the identity profile stores typed values (entities.md Identity).
function toCustomValue(value: unknown): Record<string, unknown> {
  if (typeof value === 'number') return { numValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (Array.isArray(value)) return { listValue: { value: value.map(toCustomValue) } };
  if (value !== null && typeof value === 'object') {
    return {
      mapValue: {
        value: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCustomValue(v)])),
      },
    };
  }
  return { strValue: String(value) };
}

function fromCustomValue(value: Record<string, unknown> | undefined): unknown {
  if (!value) return null;
  if ('strValue' in value) return value.strValue;
  if ('numValue' in value) return value.numValue;
  if ('boolValue' in value) return value.boolValue;
  if ('dateValue' in value) return value.dateValue;
  if ('listValue' in value) {
    return list<Record<string, unknown>>((value.listValue as { value?: unknown })?.value).map(
      fromCustomValue,
    );
  }
  if ('mapValue' in value) {
    const entries = (value.mapValue as { value?: Record<string, Record<string, unknown>> })?.value ?? {};
    return Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, fromCustomValue(v)]));
  }
  return null;
}
