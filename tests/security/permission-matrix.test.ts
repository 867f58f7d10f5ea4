import { readFileSync, writeFileSync } from 'node:fs';
import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED, canonicalRoute, PERMISSION_MATRIX, type PermissionRow } from './permission-matrix';
import { renderPermissionMatrix } from './permission-matrix-markdown';
import { CALLERS, type CallerName, type Callers, createCallers } from './support/callers';
import { createMatrixFixtures, type MatrixFixtures } from './support/matrix-fixtures';
import { fillPath, mountedRoutes } from './support/mounted-routes';
import { callPlatform } from './support/platform-call';

const DOC = new URL('../../docs/permission-matrix.md', import.meta.url);
const BAD_TOKENS: readonly CallerName[] = ['none', 'expired', 'forged'];

let platform: TestPlatform;
let callers: Callers;
let fixtures: MatrixFixtures;
let mounted: string[];

beforeAll(async () => {
  platform = await createTestPlatform();
  callers = await createCallers(platform);
  fixtures = await createMatrixFixtures(platform, callers);
  mounted = mountedRoutes(platform);
});
afterAll(() => platform?.close());

/** Markdown with table cells trimmed: the formatter pads tables, the renderer does not. */
function withoutTablePadding(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^(:?)-+(:?)$/, '$1-$2'))
            .join('|')
        : line,
    )
    .join('\n');
}

/** The verdict on one cell, or undefined when it matches the table. */
function judge(row: PermissionRow, caller: CallerName, status: number): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (row.access === 'form') return undefined;
  const allowed = ALLOWED[row.access].includes(caller);
  const deniedStatuses = BAD_TOKENS.includes(caller)
    ? row.hidden
      ? [401, 404]
      : [401]
    : row.absent
      ? [401, 403]
      : [401, 403, 404];
  if (allowed) {
    const refused = row.absent ? [401, 403] : [401, 403, 404];
    return refused.includes(status) ? `expected to be let through, answered ${status}` : undefined;
  }
  return deniedStatuses.includes(status)
    ? undefined
    : `expected ${deniedStatuses.join('/')}, answered ${status}`;
}

describe('permission matrix', () => {
  it('has a row for every mounted route, and no row for a route that is not mounted', () => {
    const rows = new Set(PERMISSION_MATRIX.map((row) => row.route));
    const missing = mounted.filter((route) => !rows.has(canonicalRoute(route)));
    expect(missing, 'routes without a row in tests/security/permission-matrix.ts').toEqual([]);
    const canonical = new Set(mounted.map(canonicalRoute));
    expect(
      [...rows].filter((route) => !canonical.has(route)),
      'rows for routes that are not mounted',
    ).toEqual([]);
  });

  it('is printed in docs/permission-matrix.md', () => {
    const text = renderPermissionMatrix(PERMISSION_MATRIX, mounted);
    if (process.env.BAZAAR_WRITE_DOCS) writeFileSync(DOC, text);
    expect(
      withoutTablePadding(readFileSync(DOC, 'utf8')),
      'regenerate with BAZAAR_WRITE_DOCS=1 (see permission-matrix.ts), then npm run format',
    ).toBe(withoutTablePadding(text));
  });

  it.each(PERMISSION_MATRIX.map((row, index) => [row.route, index] as const))('%s', async (_route, index) => {
    const row = PERMISSION_MATRIX[index]!;
    const paths = mounted.filter((route) => canonicalRoute(route) === row.route);
    const wrong: string[] = [];
    for (const route of paths) {
      const [method = 'GET', pattern = '/'] = route.split(' ');
      const statuses = new Map<CallerName, number>();
      for (const caller of CALLERS) {
        const request = row.request ? await row.request(fixtures) : {};
        const path = fillPath(pattern, request.params) + (request.query ? `?${request.query}` : '');
        const body = method === 'GET' ? undefined : (request.body ?? {});
        const authorization = row.endsSession ? await callers.renew(caller) : callers.headers[caller];
        const res = await callPlatform(platform, authorization, method, path, body);
        statuses.set(caller, res.status);
        const verdict = judge(row, caller, res.status);
        if (verdict)
          wrong.push(`${route} as ${caller}: ${verdict} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
      if (row.access === 'form' && new Set(statuses.values()).size !== 1) {
        wrong.push(
          `${route}: a hosted form answered differently by Authorization header ${JSON.stringify([...statuses])}`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
