import { describe, expect, it } from 'vitest';
import { applyContact, clearContactList, contactFromProfile } from './member-contact';

const registered = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  position: 'Analyst',
  secondaryEmails: [
    { email: 'ada@home.test', tag: 'HOME' },
    { email: 'ada@work.test', tag: 'WORK' },
  ],
  phonesV2: [{ countryCode: 'GB', phone: '+44 20 1234', tag: 'MOBILE' }],
  addresses: [
    {
      id: '6f1c1f0e-4d7e-4c59-9d3e-0f3a7e4f0a01',
      tag: 'SHIPPING',
      address: { city: 'London', country: 'GB', streetName: 'St James Sq', streetNumber: '12' },
    },
  ],
  customFields: [
    { name: 'hobby', value: { strValue: 'engines' } },
    { name: 'born', value: { numValue: 1815 } },
  ],
};

describe('contactFromProfile', () => {
  it('shows the identity profile as a member contact', () => {
    expect(contactFromProfile(registered)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst',
      emails: ['ada@home.test', 'ada@work.test'],
      phones: ['+44 20 1234'],
      addresses: [
        {
          id: '6f1c1f0e-4d7e-4c59-9d3e-0f3a7e4f0a01',
          city: 'London',
          country: 'GB',
          streetAddress: { number: '12', name: 'St James Sq' },
        },
      ],
      customFields: { hobby: { name: 'hobby', value: 'engines' }, born: { name: 'born', value: 1815 } },
    });
  });

  it('falls back to the legacy string lists and always has the three arrays', () => {
    expect(contactFromProfile({ emails: ['a@b.test'], phones: ['1'] })).toEqual({
      emails: ['a@b.test'],
      phones: ['1'],
      addresses: [],
    });
    expect(contactFromProfile({})).toEqual({ emails: [], phones: [], addresses: [] });
  });
});

describe('applyContact', () => {
  it('changes only the given fields and clears a scalar given as ""', () => {
    const next = applyContact(registered, { lastName: 'King', jobTitle: '' });
    expect(next.lastName).toBe('King');
    expect(next.firstName).toBe('Ada');
    expect(next).not.toHaveProperty('position');
    expect(next.secondaryEmails).toEqual(registered.secondaryEmails);
  });

  it('replaces a list whole, keeps the tags of values it already had, and ignores an empty list', () => {
    const next = applyContact(registered, {
      emails: ['ada@work.test', 'new@x.test'],
      phones: [],
      addresses: [{ id: '6f1c1f0e-4d7e-4c59-9d3e-0f3a7e4f0a01', city: 'Paris' }, { city: 'Rome' }],
    });
    expect(next.secondaryEmails).toEqual([
      { email: 'ada@work.test', tag: 'WORK' },
      { email: 'new@x.test', tag: 'UNTAGGED' },
    ]);
    expect(next.phonesV2).toEqual(registered.phonesV2);
    const addresses = next.addresses as Array<{ id: string; tag: string; address: unknown }>;
    expect(addresses[0]).toEqual({
      id: '6f1c1f0e-4d7e-4c59-9d3e-0f3a7e4f0a01',
      tag: 'SHIPPING',
      address: { city: 'Paris' },
    });
    expect(addresses[1]?.tag).toBe('UNTAGGED');
    expect(addresses[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('merges custom fields by key, typing values and removing null ones', () => {
    const next = applyContact(registered, {
      customFields: { born: null, pets: { value: ['cat'] }, vip: { name: 'ignored', value: true } },
    });
    expect(contactFromProfile(next).customFields).toEqual({
      hobby: { name: 'hobby', value: 'engines' },
      pets: { name: 'pets', value: ['cat'] },
      vip: { name: 'vip', value: true },
    });
  });
});

describe('clearContactList', () => {
  it('clears one list in both its forms and nothing else', () => {
    const next = clearContactList({ ...registered, emails: ['x@y.test'] }, 'emails');
    expect(next).not.toHaveProperty('emails');
    expect(next).not.toHaveProperty('secondaryEmails');
    expect(next.phonesV2).toEqual(registered.phonesV2);
  });
});
