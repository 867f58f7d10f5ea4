import { describe, expect, it } from 'vitest';
import { toConstantCase, toStatusText } from './constant-case';

describe('toConstantCase', () => {
  it.each([
    ['Not Found', 'NOT_FOUND'],
    ['Bad Request', 'BAD_REQUEST'],
    ['Unprocessable Entity', 'UNPROCESSABLE_ENTITY'],
    ['notFound', 'NOT_FOUND'],
    ['HTTPError', 'HTTP_ERROR'],
    ['  service-unavailable ', 'SERVICE_UNAVAILABLE'],
    ['', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(toConstantCase(input)).toBe(expected);
  });
});

describe('toStatusText', () => {
  it('keeps the status text the response carried', () => {
    expect(toStatusText(404, 'Nope')).toBe('Nope');
  });

  it('falls back to the reason phrase when the text is empty (HTTP/2, in-process fetch handlers)', () => {
    expect(toStatusText(404, '')).toBe('Not Found');
    expect(toStatusText(503, '')).toBe('Service Unavailable');
  });

  it('gives an empty text for unknown statuses without text', () => {
    expect(toStatusText(418, '')).toBe('');
  });
});
