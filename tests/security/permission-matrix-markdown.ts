import { ALLOWED, canonicalRoute, type PermissionRow } from './permission-matrix';
import { CALLER_LABELS, CALLERS } from './support/callers';

const HEADINGS: Record<string, string> = {
  none: 'none',
  expired: 'expired',
  forged: 'forged',
  visitor: 'visitor',
  memberA: 'member A',
  memberB: 'member B',
  contributor: 'contrib.',
  owner: 'owner',
  apiKey: 'API key',
};

/**
 * Prints the permission matrix as the markdown of docs/permission-matrix.md.
 * @param rows - the matrix
 * @param mounted - the mounted routes (to list each row's aliases)
 */
export function renderPermissionMatrix(rows: PermissionRow[], mounted: string[]): string {
  const lines = [
    '# Permission matrix',
    '',
    'Generated from `tests/security/permission-matrix.ts` by `tests/security/permission-matrix.test.ts`, which calls',
    'every route below as every caller and fails when the platform disagrees with a cell, when a mounted route has no',
    'row, or when this file is stale (regenerate: `BAZAAR_WRITE_DOCS=1 npx vitest run --project contract',
    'tests/security/permission-matrix.test.ts`).',
    '',
    '✓ = let through (the call reaches the route; it may still fail validation or find nothing). ✗ = refused: 401',
    'for a missing, expired or forged token; 401, 403 or 404 (the resource is hidden) for the others. "form" = a',
    'hosted-page form: authenticated by the browser session cookie and a CSRF token, never by the `Authorization`',
    'header.',
    '',
    'Callers:',
    '',
    ...CALLERS.map((caller) => `- **${HEADINGS[caller]}**: ${CALLER_LABELS[caller]}`),
    '',
    `| route | ${CALLERS.map((caller) => HEADINGS[caller]).join(' | ')} | notes |`,
    `|---|${CALLERS.map(() => ':-:').join('|')}|---|`,
  ];
  for (const row of rows) {
    const aliases = mounted
      .filter((route) => route !== row.route && canonicalRoute(route) === row.route)
      .map((route) => `\`${route.split(' ')[1]}\``);
    const cells = CALLERS.map((caller) => {
      if (row.access === 'form') return 'form';
      return ALLOWED[row.access].includes(caller) ? '✓' : '✗';
    });
    const notes = [row.access, row.note, aliases.length ? `also at ${aliases.join(', ')}` : undefined].filter(
      Boolean,
    );
    lines.push(`| \`${row.route}\` | ${cells.join(' | ')} | ${notes.join('; ')} |`);
  }
  return `${lines.join('\n')}\n`;
}
