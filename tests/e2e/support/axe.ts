import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core in the page under test: its source is injected as a script (no browser download, no Playwright plugin),
// and `axe.run` checks the whole document against WCAG 2.x A/AA and axe's best practices.

const require = createRequire(import.meta.url);
const { source } = require('axe-core') as { source: string };

/** One failed axe rule: its id, impact and how many elements fail it. */
export interface AxeViolation {
  id: string;
  impact: string;
  count: number;
  /** The first failing elements' selectors, to find them. */
  targets: string[];
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on the colours: all that a second colour scheme needs to run again. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on the page as it is now, in its current colour scheme.
 *
 * @param page - the page, loaded and settled
 * @param rules - only these rules (default: every WCAG 2.x A/AA rule and best practice)
 * @returns the violated rules, most severe first
 */
export async function runAxe(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  // Evaluated rather than added as a <script>: the app's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: TAGS };
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run(document, { runOnly: only, resultTypes: ['violations'] });
    return (
      result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: unknown[] }> }>
    ).map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      count: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, runOnly);
  const rank = ['critical', 'serious', 'moderate', 'minor'];
  return violations.sort((a, b) => rank.indexOf(a.impact) - rank.indexOf(b.impact));
}

/**
 * Whether a violation blocks: `serious` or `critical` impact.
 *
 * @param violation - the violation
 */
export const isBlocking = (violation: AxeViolation) =>
  violation.impact === 'serious' || violation.impact === 'critical';

/**
 * A one-line summary of a violation for a failure message: `color-contrast (serious, 3: .a, .b)`.
 *
 * @param violation - the violation
 */
export const describeViolation = (violation: AxeViolation) =>
  `${violation.id} (${violation.impact}, ${violation.count}: ${violation.targets.join(', ')})`;
