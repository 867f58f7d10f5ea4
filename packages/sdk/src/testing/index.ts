/** @bazaar/sdk/testing — helpers for tests that drive the SDK without a network. */
export {
  createRecordingFetch,
  type MockHandler,
  type MockReply,
  type RecordedRequest,
  type RecordingFetch,
  tokenReply,
} from './recording-fetch';
export {
  createWebhookSigner,
  type SignOptions,
  type WebhookEventInput,
  type WebhookSigner,
} from './webhook-signer';
