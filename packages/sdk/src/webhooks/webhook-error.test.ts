import { describe, expect, it } from 'vitest';
import { BazaarError } from '../errors/bazaar-error';
import { isWebhookError, WebhookError } from './webhook-error';

describe('WebhookError', () => {
  it('is built like the other errors: the message, then the code and cause', () => {
    const cause = new SyntaxError('Unexpected token');
    const error = new WebhookError('The webhook body is not valid JSON', { code: 'MALFORMED_EVENT', cause });
    expect(error).toMatchObject({
      name: 'WebhookError',
      message: 'The webhook body is not valid JSON',
      code: 'MALFORMED_EVENT',
      cause,
    });
    expect(error).toBeInstanceOf(BazaarError);
    expect(isWebhookError(error)).toBe(true);
    expect(new WebhookError('JWT is not valid', { code: 'INVALID_SIGNATURE' }).cause).toBeUndefined();
    // Its init is typed (checked by npx tsc): a webhook code, no status.
    // @ts-expect-error not a webhook code
    new WebhookError('m', { code: 'UNKNOWN' });
    // @ts-expect-error no status
    new WebhookError('m', { code: 'INVALID_SIGNATURE', status: 400 });
  });
});
