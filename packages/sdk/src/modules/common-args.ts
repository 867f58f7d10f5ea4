// `args` values that several storefront tables repeat, defined once: a storefront bundle then carries each once, not
// once per module (set (c) of bench/probe-up-front.ts: 27 B gzip less, with the `params` values that were shared
// here before they moved to the `*-rules.ts` files). Not in endpoint.ts: the lazily loaded tables (product-writes.ts,
// order-writes.ts, member-staff-calls.ts) import `endpoint` from there, and a module with values that both the
// initial bundle and a lazy chunk import becomes a chunk of its own, loaded up front as a second file. For the same
// reason the rules files (argument-rules.ts) share nothing with this one. Descriptors only read these
// (request-from-args.ts), so sharing them is safe.

/** `args` of a call taking one options object, spread into the request. */
export const OPTIONS = ['...options'];
