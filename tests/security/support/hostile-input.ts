/**
 * Hostile request material for the fuzzing suite: fast-check arbitraries for bodies, query strings, path parameters
 * and query-language filters, plus a fixed list of classic attacks every route receives.
 */
import fc from 'fast-check';

/** A request body as sent on the wire: raw text and the content type it claims. */
export interface HostileBody {
  text: string;
  contentType: string;
  label: string;
}

/** Keys the platform's request schemas use, so wrong-typed values land on real fields. */
const FIELD_NAMES = [
  'query',
  'search',
  'filter',
  'sort',
  'paging',
  'cursorPaging',
  'fieldsets',
  'lineItems',
  'order',
  'member',
  'product',
  'collection',
  'checkout',
  'cart',
  'couponCode',
  'slug',
  'memberAbout',
  'loginId',
  'password',
  'newPassword',
  'email',
  'profile',
  'memberIds',
  'channelType',
  'amount',
  'refund',
  'payments',
  'paymentId',
  'status',
  'activity',
  'variants',
  'media',
  'settings',
  'ordersSettings',
  'grantType',
  'clientId',
  'code',
  'redirectUri',
  'identityId',
  'verificationId',
  'url',
  'eventType',
  'name',
  'id',
];

/** SQL and query-language fragments that must end up as plain values or be refused. */
export const INJECTION_STRINGS = [
  "' or '1'='1",
  "'; drop table members; --",
  '1); delete from orders; --',
  '" or 1=1 --',
  '$where',
  'sleep(5)',
  '%_%',
  '\\',
  '\u0000',
  'a'.repeat(10_000),
  '../../etc/passwd',
  '{{7*7}}',
  '<script>alert(1)</script>',
];

const scalar = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...INJECTION_STRINGS, '', '-1', 'NaN', '1e400', '9'.repeat(40)),
);

/** Wrong-typed values on the platform's real field names. */
const wrongTyped = fc.dictionary(
  fc.constantFrom(...FIELD_NAMES),
  fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 5 }),
    fc.dictionary(fc.constantFrom(...FIELD_NAMES), scalar),
  ),
  { maxKeys: 4 },
);

const json = (label: string, value: unknown): HostileBody => ({
  text: JSON.stringify(value),
  contentType: 'application/json',
  label,
});

/** Random hostile bodies. */
export const hostileBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => json('random JSON', value)),
  wrongTyped.map((value) => json('wrong types', value)),
  fc.tuple(wrongTyped, fc.nat()).map(([value, cut]) => {
    const text = JSON.stringify({ ...value, order: { lineItems: [{ quantity: 1 }] } });
    return {
      text: text.slice(0, cut % text.length),
      contentType: 'application/json',
      label: 'truncated JSON',
    };
  }),
  fc
    .string({ maxLength: 200 })
    .map((text) => ({ text, contentType: 'application/json', label: 'random text' })),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
    text: Buffer.from(bytes).toString('latin1'),
    contentType: 'application/json',
    label: 'bytes',
  })),
  fc
    .tuple(wrongTyped, fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', ''))
    .map(([value, contentType]) => ({
      text: JSON.stringify(value),
      contentType,
      label: 'wrong content type',
    })),
  fc
    .dictionary(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 20 }), { maxKeys: 3 })
    .map((value) => ({
      text: new URLSearchParams(value).toString(),
      contentType: 'application/x-www-form-urlencoded',
      label: 'form body',
    })),
);

/** Random query strings: flattened parameters, packed `.r` JSON and garbage. */
export const hostileQuery: fc.Arbitrary<string> = fc.oneof(
  fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(
          ...FIELD_NAMES,
          'paging.limit',
          'paging.offset',
          'query.filter',
          '__proto__.x',
          'a.b.c.d',
        ),
        fc.string({ maxLength: 10 }),
      ),
      fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...INJECTION_STRINGS.slice(0, 9), '-1', '1e9')),
      { maxKeys: 4 },
    )
    .map((params) => new URLSearchParams(params).toString()),
  fc
    .jsonValue({ maxDepth: 3 })
    .map((value) => `.r=${Buffer.from(JSON.stringify(value)).toString('base64url')}`),
  fc.string({ maxLength: 60 }).map((text) => `.r=${encodeURIComponent(text)}`),
  fc.string({ maxLength: 60 }).map((text) => encodeURIComponent(text)),
);

/** Random path parameter values (real ids are mixed in by the suite). */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.constantFrom(...INJECTION_STRINGS.slice(0, 8), '0', '-1', 'null', 'undefined', '%00', '..'),
);

const FILTER_FIELDS = [
  'id',
  'name',
  'slug',
  'status',
  'number',
  'createdDate',
  'buyerInfo.memberId',
  'buyerInfo.email',
  'profile.nickname',
  'loginEmail',
  'priceData.price',
  'collections.id',
  'name; drop table orders',
  'name") or (1=1',
  '__proto__',
  'constructor',
  'prototype',
  "doc->>'x'",
];
const OPERATORS = [
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$hasSome',
  '$hasAll',
  '$exists',
  '$startsWith',
  '$gt',
  '$lt',
  '$gte',
  '$lte',
  '$isEmpty',
  '$where',
  '$regex',
  '$expr',
  '$function',
  '$foo',
  '__proto__',
  'constructor',
];

/** Query-language filters built from real and malicious fields, known and unknown operators. */
export const hostileFilter: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 4 }),
    fc.constant(Array.from({ length: 5000 }, (_, i) => `v${i}`)),
    fc.dictionary(fc.constantFrom(...OPERATORS), scalar, { maxKeys: 2 }),
  ),
  condition: fc.dictionary(
    fc.constantFrom(...FILTER_FIELDS),
    fc.oneof(
      tie('value'),
      fc.dictionary(fc.constantFrom(...OPERATORS), tie('value'), { minKeys: 1, maxKeys: 2 }),
    ),
    { minKeys: 1, maxKeys: 3 },
  ),
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    tie('condition'),
    fc.record({ $and: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ $or: fc.array(tie('filter'), { maxLength: 3 }) }),
    fc.record({ $not: tie('filter') }),
    fc.dictionary(fc.constantFrom('$where', '$expr', '$function', '$nor'), scalar, { minKeys: 1 }),
  ),
})).filter;

/** Sort, paging and field-set shapes around a filter. */
export const hostileQueryObject: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    filter: fc.oneof(hostileFilter, scalar),
    sort: fc.oneof(
      fc.array(
        fc.record({
          fieldName: fc.constantFrom(...FILTER_FIELDS),
          order: fc.constantFrom('ASC', 'DESC', 'DESC; --', 'sideways', 5),
        }),
        { maxLength: 3 },
      ),
      scalar,
    ),
    paging: fc.oneof(
      fc.record({ limit: fc.oneof(fc.integer(), scalar), offset: fc.oneof(fc.integer(), scalar) }),
      scalar,
    ),
    cursorPaging: fc.record({ limit: fc.integer(), cursor: fc.oneof(fc.string(), scalar) }),
    fields: fc.array(fc.constantFrom(...FILTER_FIELDS), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);

/** Fixed attacks every route receives once. */
export function classicAttacks(): HostileBody[] {
  const deep = (depth: number, open: string, close: string, leaf = '1') =>
    open.repeat(depth) + leaf + close.repeat(depth);
  return [
    { text: deep(20_000, '{"a":', '}'), contentType: 'application/json', label: 'objects nested 20000 deep' },
    { text: deep(20_000, '[', ']'), contentType: 'application/json', label: 'arrays nested 20000 deep' },
    {
      text: `{"query":${deep(2000, '{"filter":{"$and":[', ']}}', '{}')}}`,
      contentType: 'application/json',
      label: 'filters nested 2000 deep',
    },
    json('a 200k-character string', {
      name: 'x'.repeat(200_000),
      query: { filter: { name: 'y'.repeat(50_000) } },
    }),
    json('a 20000-element array', { lineItems: Array.from({ length: 20_000 }, () => ({ quantity: 1 })) }),
    json(
      'prototype pollution',
      JSON.parse('{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}'),
    ),
    {
      text: '{"__proto__":{"polluted":"yes"},"query":{"filter":{"__proto__":{"$eq":1}}}}',
      contentType: 'application/json',
      label: 'raw __proto__ keys',
    },
    { text: '{"a":1,"a":2,"a":{"b":', contentType: 'application/json', label: 'duplicate keys, cut' },
    { text: '\uFEFF{"a":1}', contentType: 'application/json', label: 'byte-order mark' },
    { text: 'null', contentType: 'application/json', label: 'null' },
    { text: '[]', contentType: 'application/json', label: 'an array' },
    { text: '"string"', contentType: 'application/json', label: 'a string' },
    { text: '1e999999', contentType: 'application/json', label: 'a huge number' },
  ];
}
