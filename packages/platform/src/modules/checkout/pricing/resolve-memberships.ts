import type { MembershipInput, PricingLineItem, SelectedMembershipInput } from './estimate-totals-input';
import type { CalculationErrorDetails, MembershipOption, MembershipOptions } from './estimate-totals-output';

/** Which lines memberships pay for, and what the estimate says about memberships (rule 32). */
export interface MembershipResolution {
  /** Line id → id of the membership that pays for it (paymentOption MEMBERSHIP, price 0). */
  coveredLines: ReadonlyMap<string, string>;
  options: MembershipOptions;
  /** A selected membership that cannot be used (`calculationErrors.membershipError`). */
  error?: CalculationErrorDetails;
}

function toOption(membership: MembershipInput, lineItemIds: string[]): MembershipOption {
  return {
    id: membership.id,
    appId: membership.appId,
    name: { original: membership.name, translated: membership.name },
    lineItemIds,
    ...(membership.credits && { credits: { ...membership.credits } }),
    ...(membership.expirationDate && { expirationDate: membership.expirationDate }),
  };
}

function invalidReason(membership: MembershipInput, now: Date): string | undefined {
  if (membership.expirationDate && Date.parse(membership.expirationDate) <= now.getTime()) return 'EXPIRED';
  if (membership.credits && membership.credits.remaining <= 0) return 'NO_REMAINING_CREDITS';
  return undefined;
}

/**
 * Sorts the member's memberships into eligible (valid and covering a line) and invalid (covering a line but
 * expired or out of credits), and applies the selected ones: each pays for the lines it covers, one credit per
 * unit, while credits last. Visitors (no memberships) get empty lists (rule 32, inferred).
 * @param lineItems - the cart lines
 * @param memberships - the member's memberships; undefined for visitors
 * @param selected - the memberships the buyer chose to pay with
 * @param now - instant of the estimate, for expiry
 */
export function resolveMemberships(
  lineItems: readonly PricingLineItem[],
  memberships: readonly MembershipInput[] | undefined,
  selected: readonly SelectedMembershipInput[] | undefined,
  now: Date,
): MembershipResolution {
  const options: MembershipOptions = {
    eligibleMemberships: [],
    invalidMemberships: [],
    selectedMemberships: [],
  };
  const coveredLines = new Map<string, string>();
  const eligible = new Map<string, { membership: MembershipInput; lineIds: string[] }>();
  for (const membership of memberships ?? []) {
    const products = new Set(membership.productIds);
    const lineIds = lineItems.filter((l) => l.productId && products.has(l.productId)).map((l) => l.id);
    if (lineIds.length === 0) continue;
    const reason = invalidReason(membership, now);
    if (reason) {
      options.invalidMemberships.push({ membership: toOption(membership, lineIds), reason });
    } else {
      options.eligibleMemberships.push(toOption(membership, lineIds));
      eligible.set(`${membership.appId}/${membership.id}`, { membership, lineIds });
    }
  }
  let error: CalculationErrorDetails | undefined;
  for (const choice of selected ?? []) {
    const found = eligible.get(`${choice.appId}/${choice.id}`);
    if (!found) {
      error ??= {
        applicationError: {
          code: 'MEMBERSHIP_NOT_ELIGIBLE',
          description: `Membership ${choice.id} cannot pay for any item in this cart.`,
          data: { membershipId: choice.id, appId: choice.appId },
        },
      };
      continue;
    }
    const wanted = choice.lineItemIds ? new Set(choice.lineItemIds) : undefined;
    let credits = found.membership.credits ? found.membership.credits.remaining : Number.POSITIVE_INFINITY;
    const paid: string[] = [];
    for (const line of lineItems) {
      if (!found.lineIds.includes(line.id) || coveredLines.has(line.id)) continue;
      if (wanted && !wanted.has(line.id)) continue;
      if (line.quantity > credits) continue;
      credits -= line.quantity;
      coveredLines.set(line.id, choice.id);
      paid.push(line.id);
    }
    options.selectedMemberships.push({ id: choice.id, appId: choice.appId, lineItemIds: paid });
  }
  return { coveredLines, options, ...(error && { error }) };
}
