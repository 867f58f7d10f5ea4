import type { Violation } from './estimate-totals-output';
import type { PricedLine } from './price-lines';

/**
 * Cart violations for lines that cannot be bought as they are (spec §3 "Cart issues have a severity and a suggested
 * fix"; rule 12 availability): a product that no longer exists or is out of stock is an ERROR — it blocks order
 * creation (rule 46 `VIOLATIONS_WITH_ERROR_SEVERITY`) — with the suggested fix REMOVE_LINE_ITEM; a partially
 * available product is a WARNING. Such lines are still priced as they are, so the totals match the cart shown.
 * @param lines - the priced lines
 */
export function availabilityViolations(lines: readonly PricedLine[]): Violation[] {
  const violations: Violation[] = [];
  for (const line of lines) {
    if (line.availability === 'NOT_FOUND' || line.availability === 'NOT_AVAILABLE') {
      violations.push({
        severity: 'ERROR',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: line.id, suggestedFix: 'REMOVE_LINE_ITEM' } },
        description:
          line.availability === 'NOT_FOUND'
            ? `${line.name} is no longer available. Remove it to continue.`
            : `${line.name} is out of stock. Remove it to continue.`,
      });
    } else if (line.availability === 'PARTIALLY_AVAILABLE') {
      const available = line.quantityAvailable;
      violations.push({
        severity: 'WARNING',
        target: { lineItem: { name: 'LINE_ITEM_DEFAULT', id: line.id } },
        description:
          available === undefined
            ? `Not all of the requested ${line.name} are available.`
            : `Only ${available} of ${line.name} ${available === 1 ? 'is' : 'are'} available.`,
      });
    }
  }
  return violations;
}
