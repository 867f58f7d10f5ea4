import { compilePaths, convertTree } from '../convert/convert-tree';
import { renamePath } from '../convert/rename-keys';
import { fromWireFieldMask, fromWireFloat, fromWireTimestamp } from '../convert/value-converters';
import { WebhookError } from './webhook-error';

/**
 * What the webhook runtime (webhook-runtime.ts and the files it uses, loaded on the first webhook) needs of the
 * initial bundle, handed to it instead of imported: a bundler puts a module that both the entry and a lazy chunk
 * import into a chunk of its own, which every page then loads up front as a second file (esbuild emits the webhook
 * runtime's chunk in every storefront bundle, webhooks used or not: bench/results/bundle-size.md). So the runtime
 * imports types only, and takes the error class and the conversions from this kit.
 */
export const webhookKit = [
  WebhookError,
  renamePath,
  // The incoming direction (called with a value and a trie).
  convertTree,
  compilePaths,
  fromWireTimestamp,
  fromWireFloat,
  fromWireFieldMask,
] as const;

/**
 * The kit's shape, for the runtime's type-only imports. An array, not an object: its entries carry no property names
 * up front; the runtime names them where it takes them apart (`const [WebhookError] = kit`).
 */
export type WebhookKit = typeof webhookKit;
