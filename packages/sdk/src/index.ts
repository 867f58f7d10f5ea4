/** @bazaar/sdk — a zero-dependency client for the store platform's REST API. */
export const SDK_NAME = '@bazaar/sdk';
