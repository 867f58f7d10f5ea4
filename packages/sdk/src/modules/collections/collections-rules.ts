// The argument checks of collections.ts's endpoints, by endpoint key: apart from the table, so they load with the failure path
// (argument-rules.ts) and not up front.
import type { ArgumentRules } from '../endpoint';

const V2 = '/v2/collections';

/** The checks of `collections`. */
export const collectionsRules: ArgumentRules = {
  [`GET ${V2}/{id}`]: { _id: 'string!' },
  [`GET ${V2}/slug/{slug}`]: { slug: 'string!' },
};
