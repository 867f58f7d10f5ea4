import { createQueryBuilder, type Member } from '@bazaar/sdk';
import { describe, expect, it } from 'vitest';
import { MEMBERS_PAGE_SIZE, memberQuery, toMemberFilter } from './member-filter';

describe('toMemberFilter', () => {
  it('selects every member without filters', () => {
    expect(toMemberFilter({ email: ' ', status: '' })).toEqual({});
  });

  it('puts one condition alone and several under $and', () => {
    expect(toMemberFilter({ email: '', status: 'PENDING' })).toEqual({ status: 'PENDING' });
    expect(toMemberFilter({ email: 'ada', status: 'BLOCKED' })).toEqual({
      $and: [{ loginEmail: { $startsWith: 'ada' } }, { status: 'BLOCKED' }],
    });
  });
});

describe('memberQuery', () => {
  it('asks for the same members as the filter, newest first, one page at a time', () => {
    const source = { paging: 'offset' as const, fetchPage: async () => ({ items: [] as Member[] }) };
    const query = memberQuery({ email: 'ada', status: 'BLOCKED' }, 3)(createQueryBuilder<Member>(source));
    expect(query.query.filter).toEqual(toMemberFilter({ email: 'ada', status: 'BLOCKED' }));
    expect(query.query.sort).toEqual([{ fieldName: 'createdDate', order: 'DESC' }]);
    expect(query.query.paging).toEqual({ limit: MEMBERS_PAGE_SIZE, offset: 2 * MEMBERS_PAGE_SIZE });
  });
});
