/**
 * Loads the failure path (failure-path.ts): what a call needs only when something went wrong — the classification
 * and wording of failed answers, retries with backoff and `Retry-After`. A page whose calls succeed never downloads
 * it (bench/results/bundle-size.md); the first failure loads it, once: the module system shares one load between
 * concurrent failures (load-failure-path.test.ts).
 *
 * @returns the failure path module
 */
export const loadFailurePath = () => import('./failure-path');
