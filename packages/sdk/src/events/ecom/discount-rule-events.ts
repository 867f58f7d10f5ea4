import type { ConversionPaths } from '../../modules/endpoint';
import { createdEvent, deletedEvent, updatedEvent } from '../define-event';

// Conversion paths of the wix.ecom.discounts.v1.discount_rule entity (wire names), as the official module's
// event definitions list them.
const DISCOUNT_RULE: ConversionPaths = {
  timestamps: ['createdDate', 'updatedDate', 'activeTimeInfo.start', 'activeTimeInfo.end'],
  floats: ['discounts.values.percentage'],
};

/**
 * Discount rules: the events of @wix/ecom `discountRules`, as data. Mix them into a module object so
 * `createClient` binds the handler registrations: `modules: { discountRules: { ...discountRules,
 * ...discountRuleEvents } }`.
 *
 * @example
 * const client = createClient({ auth: AppStrategy({ publicKey }), modules: { discountRules: discountRuleEvents } });
 * client.discountRules.onDiscountRuleCreated((event) => handle(event));
 * await client.webhooks.process(body);
 */
export const discountRuleEvents = {
  /** `wix.ecom.discounts.v1.discount_rule_created`: handlers get `{ entity, metadata }`. */
  onDiscountRuleCreated: createdEvent('wix.ecom.discounts.v1.discount_rule', DISCOUNT_RULE),
  /** `wix.ecom.discounts.v1.discount_rule_deleted`: handlers get `{ entity?, metadata }`. */
  onDiscountRuleDeleted: deletedEvent('wix.ecom.discounts.v1.discount_rule', DISCOUNT_RULE),
  /** `wix.ecom.discounts.v1.discount_rule_updated`: handlers get `{ entity, metadata, modifiedFields? }`. */
  onDiscountRuleUpdated: updatedEvent('wix.ecom.discounts.v1.discount_rule', DISCOUNT_RULE),
};
