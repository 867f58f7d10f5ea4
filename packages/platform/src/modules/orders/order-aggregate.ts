/**
 * `POST /v1/orders/aggregate` (spec §7): the back office's charts — sales over time, orders by status, top products.
 * `aggregation` maps a name to one aggregation, typed like the Wix search aggregations (spec §3 "Query helpers":
 * VALUE, RANGE, SCALAR, DATE_HISTOGRAM, NESTED), or in the struct form of the official doc
 * (`{"$count": ["status"]}`, `{"$sum": "priceSummary.total.amount"}`). The filter is the search filter (shared query
 * language); INITIALIZED orders never count, as in search. Every aggregation is one SQL statement over the indexed
 * columns, with line items unnested only when a `lineItems.*` field is used.
 */
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { compileFilter } from '../../query';
import { orderFields } from './order-reads';

type Kind = 'value' | 'number' | 'date';
interface AggregateField {
  sql: string;
  kind: Kind;
  lineItem?: boolean;
}

const amount = (path: string): AggregateField => ({ sql: `(o.doc#>>'{${path}}')::numeric`, kind: 'number' });

/** The fields aggregations may use. */
export const AGGREGATE_FIELDS: Record<string, AggregateField> = {
  status: { sql: 'o.status', kind: 'value' },
  paymentStatus: { sql: 'o.payment_status', kind: 'value' },
  fulfillmentStatus: { sql: 'o.fulfillment_status', kind: 'value' },
  'channelInfo.type': { sql: 'o.channel_type', kind: 'value' },
  currency: { sql: 'o.currency', kind: 'value' },
  archived: { sql: 'o.archived::text', kind: 'value' },
  'buyerInfo.memberId': { sql: 'o.buyer_member_id::text', kind: 'value' },
  'buyerInfo.contactId': { sql: 'o.buyer_contact_id::text', kind: 'value' },
  'buyerInfo.email': { sql: 'o.buyer_email', kind: 'value' },
  'shippingInfo.title': { sql: 'o.shipping_title', kind: 'value' },
  createdDate: { sql: 'o.created_at', kind: 'date' },
  updatedDate: { sql: 'o.updated_at', kind: 'date' },
  purchasedDate: { sql: 'o.purchased_at', kind: 'date' },
  number: { sql: 'o.number', kind: 'number' },
  'priceSummary.total.amount': { sql: 'o.total', kind: 'number' },
  'priceSummary.subtotal.amount': amount('priceSummary,subtotal,amount'),
  'priceSummary.shipping.amount': amount('priceSummary,shipping,amount'),
  'priceSummary.tax.amount': amount('priceSummary,tax,amount'),
  'priceSummary.discount.amount': amount('priceSummary,discount,amount'),
  'balanceSummary.paid.amount': amount('balanceSummary,paid,amount'),
  'balanceSummary.refunded.amount': amount('balanceSummary,refunded,amount'),
  'lineItems.productName.original': {
    sql: `li.item#>>'{productName,original}'`,
    kind: 'value',
    lineItem: true,
  },
  'lineItems.catalogReference.catalogItemId': {
    sql: `li.item#>>'{catalogReference,catalogItemId}'`,
    kind: 'value',
    lineItem: true,
  },
  'lineItems.itemType.preset': { sql: `li.item#>>'{itemType,preset}'`, kind: 'value', lineItem: true },
  'lineItems.quantity': { sql: `(li.item->>'quantity')::numeric`, kind: 'number', lineItem: true },
  'lineItems.lineItemPrice.amount': {
    sql: `(li.item#>>'{lineItemPrice,amount}')::numeric`,
    kind: 'number',
    lineItem: true,
  },
};

const INTERVALS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'];
const SCALARS: Record<string, (sql: string) => string> = {
  COUNT_DISTINCT: (sql) => `count(distinct ${sql})`,
  MIN: (sql) => `min(${sql})`,
  MAX: (sql) => `max(${sql})`,
  SUM: (sql) => `coalesce(sum(${sql}), 0)`,
  AVG: (sql) => `avg(${sql})`,
};

type Spec = Record<string, unknown>;

function fail(path: string, description: string): never {
  throw ApiError.invalidField(path, description, 'VALIDATION');
}

function fieldOf(spec: Spec, path: string, kinds?: Kind[]): AggregateField {
  const name = spec.fieldPath;
  const found = typeof name === 'string' ? AGGREGATE_FIELDS[name] : undefined;
  if (!found) {
    throw ApiError.invalidField(
      `${path}.fieldPath`,
      `cannot be aggregated: ${String(name)}`,
      'FIELD_NOT_ALLOWED',
      {
        supportedFields: Object.keys(AGGREGATE_FIELDS),
      },
    );
  }
  if (kinds && !kinds.includes(found.kind))
    fail(`${path}.fieldPath`, `must be a ${kinds.join(' or ')} field`);
  return found;
}

/** A grouping expression (VALUE or DATE_HISTOGRAM) of a nested level or a top-level bucket aggregation. */
function bucketSql(spec: Spec, path: string): { sql: string; field: AggregateField } {
  const field = fieldOf(spec, path);
  if (spec.type === 'DATE_HISTOGRAM') {
    if (field.kind !== 'date') fail(`${path}.fieldPath`, 'must be a date field');
    const interval = String((spec.dateHistogram as Spec | undefined)?.interval ?? 'DAY');
    if (!INTERVALS.includes(interval))
      fail(`${path}.dateHistogram.interval`, `must be one of ${INTERVALS.join(', ')}`);
    return {
      // A whitelisted literal: the interval never reaches SQL as user text.
      sql: `to_char(date_trunc('${interval.toLowerCase()}', ${field.sql} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`,
      field,
    };
  }
  return { sql: field.kind === 'value' ? field.sql : `${field.sql}::text`, field };
}

function scalarSql(spec: Spec, path: string): { sql: string; field: AggregateField } {
  const type = String((spec.scalar as Spec | undefined)?.type ?? '');
  const make = SCALARS[type];
  if (!make) fail(`${path}.scalar.type`, `must be one of ${Object.keys(SCALARS).join(', ')}`);
  const field = fieldOf(spec, path, type === 'COUNT_DISTINCT' ? undefined : ['number']);
  return { sql: make(field.sql), field };
}

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));

interface Plan {
  sql: (from: string, where: string) => string;
  fields: AggregateField[];
  shape: (rows: Record<string, unknown>[]) => unknown;
}

function plan(spec: Spec, path: string): Plan {
  if ('$count' in spec) {
    const names = ([] as unknown[]).concat(spec.$count);
    const groups = names.map((name, i) => bucketSql({ fieldPath: name }, `${path}.$count[${i}]`));
    return {
      fields: groups.map((group) => group.field),
      sql: (from, where) =>
        `select ${groups.map((g, i) => `${g.sql} as k${i}`).join(', ')}, count(*) as n from ${from} where ${where}
         group by ${groups.map((_, i) => `k${i}`).join(', ')} order by n desc`,
      // Several fields give one key per combination, `(a|b)` (the official doc's hierarchy separator).
      shape: (rows) =>
        Object.fromEntries(
          rows.map((row) => [
            groups.length === 1
              ? String(row.k0)
              : `(${groups.map((_, i) => String(row[`k${i}`])).join('|')})`,
            Number(row.n),
          ]),
        ),
    };
  }
  const operator = ['$sum', '$avg', '$min', '$max'].find((op) => op in spec);
  if (operator) {
    const scalar = scalarSql(
      { fieldPath: spec[operator], scalar: { type: operator.slice(1).toUpperCase() } },
      path,
    );
    return {
      fields: [scalar.field],
      sql: (from, where) => `select ${scalar.sql} as v from ${from} where ${where}`,
      shape: (rows) => toNumber(rows[0]?.v),
    };
  }
  switch (spec.type) {
    case 'VALUE':
    case 'DATE_HISTOGRAM': {
      const { sql, field } = bucketSql(spec, path);
      const options = (spec.value as Spec | undefined) ?? {};
      const byValue = spec.type === 'DATE_HISTOGRAM' || options.sortType === 'VALUE';
      const direction =
        options.sortDirection === 'ASC' || (spec.type === 'DATE_HISTOGRAM' && !options.sortDirection)
          ? 'asc'
          : 'desc';
      const limit = Math.min(Math.max(Number(options.limit ?? (spec.type === 'VALUE' ? 10 : 1000)), 1), 1000);
      const missing = options.missingValues === 'INCLUDE' ? '' : ` and ${sql} is not null`;
      return {
        fields: [field],
        sql: (from, where) =>
          `select ${sql} as k, count(*) as n from ${from} where ${where}${missing} group by k
           order by ${byValue ? 'k' : 'n'} ${direction}, k limit ${limit}`,
        shape: (rows) => ({ results: rows.map((row) => ({ value: row.k, count: Number(row.n) })) }),
      };
    }
    case 'RANGE': {
      const field = fieldOf(spec, path, ['number']);
      const buckets = ((spec.range as Spec | undefined)?.buckets ?? []) as { from?: unknown; to?: unknown }[];
      if (!Array.isArray(buckets) || buckets.length === 0)
        fail(`${path}.range.buckets`, 'needs at least one bucket');
      const bound = (value: unknown, at: string) => {
        if (value === undefined || value === null) return undefined;
        const number = Number(value);
        if (!Number.isFinite(number)) fail(at, 'must be a number');
        return number;
      };
      const parts = buckets.map((bucket, i) => {
        const from = bound(bucket.from, `${path}.range.buckets[${i}].from`);
        const to = bound(bucket.to, `${path}.range.buckets[${i}].to`);
        const conditions = [
          from !== undefined ? `${field.sql} >= ${from}` : '',
          to !== undefined ? `${field.sql} < ${to}` : '',
        ]
          .filter(Boolean)
          .join(' and ');
        return { from, to, sql: `count(*) filter (where ${conditions || 'true'}) as b${i}` };
      });
      return {
        fields: [field],
        sql: (from, where) =>
          `select ${parts.map((part) => part.sql).join(', ')} from ${from} where ${where}`,
        shape: (rows) => ({
          results: parts.map((part, i) => ({
            ...(part.from !== undefined && { from: part.from }),
            ...(part.to !== undefined && { to: part.to }),
            count: Number(rows[0]?.[`b${i}`] ?? 0),
          })),
        }),
      };
    }
    case 'SCALAR': {
      const scalar = scalarSql(spec, path);
      return {
        fields: [scalar.field],
        sql: (from, where) => `select ${scalar.sql} as v from ${from} where ${where}`,
        shape: (rows) => ({ type: (spec.scalar as Spec).type, value: toNumber(rows[0]?.v) }),
      };
    }
    case 'NESTED': {
      const levels = ((spec.nested as Spec | undefined)?.nestedAggregations ?? []) as Spec[];
      if (!Array.isArray(levels) || levels.length < 2)
        fail(`${path}.nested.nestedAggregations`, 'needs at least two');
      const name = (level: Spec, i: number) => String(level.name ?? level.fieldPath ?? `level${i}`);
      const groups: { name: string; sql: string; field: AggregateField }[] = [];
      const scalars: { name: string; sql: string; field: AggregateField }[] = [];
      levels.forEach((level, i) => {
        const at = `${path}.nested.nestedAggregations[${i}]`;
        if (level.type === 'SCALAR') scalars.push({ name: name(level, i), ...scalarSql(level, at) });
        else if (level.type === 'VALUE' || level.type === 'DATE_HISTOGRAM') {
          if (scalars.length > 0) fail(`${at}.type`, 'bucket levels come before SCALAR levels');
          groups.push({ name: name(level, i), ...bucketSql(level, at) });
        } else fail(`${at}.type`, 'must be VALUE, DATE_HISTOGRAM or SCALAR');
      });
      if (groups.length === 0)
        fail(`${path}.nested.nestedAggregations`, 'needs a VALUE or DATE_HISTOGRAM level');
      const keys = groups.map((_, i) => `k${i}`);
      return {
        fields: [...groups, ...scalars].map((part) => part.field),
        sql: (from, where) =>
          `select ${groups.map((g, i) => `${g.sql} as k${i}`).join(', ')}, count(*) as n
             ${scalars.map((s, i) => `, ${s.sql} as s${i}`).join('')}
           from ${from} where ${where} group by ${keys.join(', ')} order by ${keys.join(', ')} limit 1000`,
        shape: (rows) => ({
          results: rows.map((row) => ({
            ...Object.fromEntries(groups.map((g, i) => [g.name, row[`k${i}`]])),
            count: Number(row.n),
            ...Object.fromEntries(scalars.map((s, i) => [s.name, toNumber(row[`s${i}`])])),
          })),
        }),
      };
    }
    default:
      return fail(
        `${path}.type`,
        'must be VALUE, RANGE, SCALAR, DATE_HISTOGRAM or NESTED (or $count / $sum …)',
      );
  }
}

/**
 * Runs the aggregations of one request.
 * @param db - the database
 * @param request - `{filter, aggregation}` as sent
 * @returns `{aggregates: {<name>: result}}`
 * @throws ApiError 400 for an unknown field, type or option, or a bad filter
 */
export async function aggregateOrders(
  db: Queryable,
  request: { filter?: unknown; aggregation?: unknown },
): Promise<{ aggregates: Record<string, unknown> }> {
  const aggregation = request.aggregation;
  if (!aggregation || typeof aggregation !== 'object' || Array.isArray(aggregation)) {
    throw ApiError.invalidField('aggregation', 'is required', 'REQUIRED_FIELD');
  }
  const filter = compileFilter(request.filter ?? {}, orderFields, { path: 'filter' });
  const where = `o.status <> 'INITIALIZED' and (${filter.sql})`;
  const aggregates: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(aggregation as Record<string, Spec>)) {
    if (!spec || typeof spec !== 'object') fail(`aggregation.${name}`, 'must be an object');
    const current = plan(spec, `aggregation.${name}`);
    const from = current.fields.some((field) => field.lineItem)
      ? `orders o cross join lateral jsonb_array_elements(o.doc->'lineItems') as li(item)`
      : 'orders o';
    aggregates[name] = current.shape(await db.query(current.sql(from, where), filter.params));
  }
  return { aggregates };
}
