/**
 * The failure path, one lazily loaded chunk (load-failure-path.ts): what a call needs only when it fails —
 * classifying a failed answer into an error (spec §8), the wording of failed token requests, and the decision and
 * wait of a retry (DESIGN.md §3). It imports nothing the initial bundle has (only types): a bundler puts a module
 * that both reach into a chunk of its own, which costs the initial load an extra file; the error classes it builds
 * are passed in (`errorFromAnswer`'s `classes`, `waitForRetry`'s `aborted`).
 */

export { waitForRetry } from '../http/retry';
export { errorFromAnswer } from './describe-failure';
