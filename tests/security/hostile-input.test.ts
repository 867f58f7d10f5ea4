import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED, PERMISSION_MATRIX, type PermissionRow } from './permission-matrix';
import { type Callers, createCallers } from './support/callers';
import { changedTables, createFingerprinter, type DatabaseFingerprint } from './support/database-fingerprint';
import {
  classicAttacks,
  type HostileBody,
  hostileBody,
  hostileParam,
  hostileQuery,
  hostileQueryObject,
} from './support/hostile-input';
import { createMatrixFixtures, type MatrixFixtures } from './support/matrix-fixtures';
import { fillPath } from './support/mounted-routes';
import { wireFormatProblem } from './support/wire-error';

// Every route receives random, truncated, deeply nested, huge and wrong-typed bodies and query strings. The
// platform must answer every one with 2xx/3xx or a 4xx in the wire format — never a 5xx, never hang — and a refused
// request must leave the database exactly as it was.
const REQUEST_TIMEOUT_MS = 5000;
const RUNS_PER_ROUTE = Number(process.env.BAZAAR_FUZZ_RUNS ?? 4);

let platform: TestPlatform;
let callers: Callers;
let fixtures: MatrixFixtures;
let fingerprint: () => Promise<DatabaseFingerprint>;
let baseline: DatabaseFingerprint | undefined;

beforeAll(async () => {
  platform = await createTestPlatform();
  callers = await createCallers(platform);
  fixtures = await createMatrixFixtures(platform, callers);
  // Sessions record their last use and carts their last touch; neither is content a refused request could corrupt.
  fingerprint = await createFingerprinter(platform, ['oauth_sessions', 'browser_sessions']);
});
afterAll(() => platform?.close());

/** One route per method and path (the first row wins), with the caller that gets furthest into it. */
const ROUTES = [...new Map(PERMISSION_MATRIX.map((row) => [row.route, row])).values()];

async function authorizationFor(row: PermissionRow): Promise<string | undefined> {
  if (row.access === 'form' || row.access === 'public') return callers.headers.apiKey;
  if (ALLOWED[row.access].includes('apiKey')) return callers.headers.apiKey;
  // A new member per request: a hostile body may log the member out, change its password or delete it. Seeding it
  // changes the database, so the next request takes a new baseline.
  baseline = undefined;
  const member = await platform.seed.member();
  return (await platform.seed.memberTokens(member.id)).accessToken;
}

function realParams(): Record<string, string> {
  return {
    id: fixtures.orderOfA.id,
    productId: fixtures.productId,
    lineItemId: fixtures.orderOfA.lineItemId,
    slug: fixtures.collectionSlug,
    factorType: 'email',
    page: 'account',
  };
}

function realIdFor(pattern: string): string {
  if (pattern.includes('/products') || pattern.includes('/variants')) return fixtures.productId;
  if (pattern.includes('/collections')) return fixtures.collectionId;
  if (pattern.includes('/members')) return fixtures.memberA.id;
  if (pattern.includes('/checkouts')) return fixtures.checkoutOfA;
  return fixtures.orderOfA.id;
}

interface HostileRequest {
  params: Record<string, string>;
  query: string;
  body: HostileBody;
}

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} hung for ${REQUEST_TIMEOUT_MS} ms`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends one hostile request and returns what is wrong with the answer (empty when all is well). */
async function probe(row: PermissionRow, request: HostileRequest): Promise<string[]> {
  const [method = 'GET', pattern = '/'] = row.route.split(' ');
  const path = fillPath(pattern, request.params) + (request.query ? `?${request.query}` : '');
  const what = `${method} ${path.slice(0, 200)} [${request.body.label}]`;
  const authorization = await authorizationFor(row);
  baseline ??= await fingerprint();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const res = await withTimeout(
    platform.request(path, {
      method,
      headers: {
        ...(authorization ? { authorization } : {}),
        ...(hasBody && request.body.contentType ? { 'content-type': request.body.contentType } : {}),
      },
      ...(hasBody ? { body: request.body.text } : {}),
    }),
    what,
  );
  const text = await withTimeout(res.text(), `${what} (body)`);
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`${what}: answered ${res.status} ${text.slice(0, 300)}`);
  if (!res.headers.get('x-wix-request-id')) problems.push(`${what}: no x-wix-request-id`);
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  if (res.status >= 400 && isJson) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {}
    const problem = wireFormatProblem(body);
    if (problem)
      problems.push(`${what}: ${res.status} not in the wire format (${problem}): ${text.slice(0, 200)}`);
  }
  // An accepted request may have started a job (a bulk delete by filter) that goes on after the answer: let it
  // finish, or the next refused request would be blamed for its changes.
  await platform.settle();
  const after = await fingerprint();
  if (res.status >= 400) {
    const changed = changedTables(baseline, after);
    if (changed.length > 0)
      problems.push(`${what}: refused with ${res.status} but changed ${changed.join(', ')}`);
  }
  baseline = after;
  return problems;
}

function hostileRequest(row: PermissionRow): fc.Arbitrary<HostileRequest> {
  const pattern = row.route.split(' ')[1] ?? '/';
  const names = [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return fc.record({
    params: fc
      .tuple(...names.map(() => fc.oneof(fc.constant(undefined), hostileParam)))
      .map((values) =>
        Object.fromEntries(
          names.map((name, index) => [
            name,
            values[index] ?? (name === 'id' ? realIdFor(pattern) : (realParams()[name] ?? 'x')),
          ]),
        ),
      ),
    query: fc.oneof(fc.constant(''), hostileQuery),
    body: hostileBody,
  });
}

describe('hostile input', () => {
  it.each(ROUTES.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const problems: string[] = [];
    const pattern = row.route.split(' ')[1] ?? '/';
    const params = Object.fromEntries(
      [...pattern.matchAll(/:(\w+)/g)].map(([, name]) => [
        name!,
        name === 'id' ? realIdFor(pattern) : (realParams()[name!] ?? 'x'),
      ]),
    );
    for (const body of classicAttacks()) problems.push(...(await probe(row, { params, query: '', body })));
    const run = await fc.check(
      fc.asyncProperty(hostileRequest(row), async (request) => {
        const found = await probe(row, request);
        problems.push(...found);
        return found.length === 0;
      }),
      { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    expect(problems).toEqual([]);
    expect(run.failed, fc.defaultReportMessage(run)).toBe(false);
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
  });
});

/** Read-only query endpoints and the body key their query object goes under. */
const QUERY_ENDPOINTS: Array<[string, (query: Record<string, unknown>) => unknown]> = [
  ['POST /stores-reader/v1/products/query-platformized', (query) => ({ query })],
  ['POST /stores-reader/v1/variants/query', (query) => ({ query })],
  ['POST /v2/collections/query', (query) => ({ query })],
  ['POST /members/v1/members/query', (query) => ({ query })],
  ['POST /members/v2/abouts/query', (query) => ({ query })],
  ['POST /ecom/v1/orders/search', (search) => ({ search })],
  ['POST /ecom/v1/orders/aggregate', (query) => ({ filter: query.filter, aggregation: query.sort })],
  ['POST /bazaar/v1/webhooks/deliveries/query', (query) => ({ query })],
];

describe('query-language injection', () => {
  it.each(QUERY_ENDPOINTS)(
    '%s answers every hostile filter with 200 or a 4xx, and writes nothing',
    async (route, wrap) => {
      const row: PermissionRow = { route, access: 'staff' };
      const start = await fingerprint();
      const problems: string[] = [];
      const run = await fc.check(
        fc.asyncProperty(hostileQueryObject, async (query) => {
          const body: HostileBody = {
            text: JSON.stringify(wrap(query)),
            contentType: 'application/json',
            label: 'filter',
          };
          const found = await probe(row, { params: {}, query: '', body });
          problems.push(...found.map((problem) => `${problem} ${body.text.slice(0, 300)}`));
          return found.length === 0;
        }),
        { numRuns: RUNS_PER_ROUTE * 4, endOnFailure: true },
      );
      expect(problems).toEqual([]);
      expect(run.failed, fc.defaultReportMessage(run)).toBe(false);
      // Queries never write, whatever they are asked.
      expect(changedTables(start, await fingerprint())).toEqual([]);
    },
  );
});
