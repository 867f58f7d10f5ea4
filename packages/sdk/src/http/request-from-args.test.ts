import { describe, expect, it } from 'vitest';
import type { EndpointDescriptor } from '../modules/endpoint';
import { requestFromArgs } from './request-from-args';

describe('requestFromArgs', () => {
  it('puts positional arguments under their names and spreads options', () => {
    const descriptor: EndpointDescriptor = { method: 'POST', path: '/x', args: ['loginId', '...options'] };
    expect(
      requestFromArgs(descriptor, [{ email: 'a@b.c' }, { password: 'p' }, { signal: 'ignored' }]),
    ).toEqual({
      loginId: { email: 'a@b.c' },
      password: 'p',
    });
  });

  it('skips missing arguments', () => {
    expect(requestFromArgs({ method: 'POST', path: '/x', args: ['a', '...options'] }, [])).toEqual({});
  });

  it('takes a non-object where options are spread as no options, instead of spreading its characters', () => {
    const descriptor: EndpointDescriptor = { method: 'POST', path: '/x', args: ['a', '...options'] };
    expect(requestFromArgs(descriptor, [1, 'oops'])).toEqual({ a: 1 });
    expect(requestFromArgs(descriptor, [1, ['b']])).toEqual({ a: 1 });
  });

  it('checks nothing: the server is the authority (the checks run when it refuses: argument-checks.ts)', () => {
    const descriptor: EndpointDescriptor = {
      method: 'POST',
      path: '/x',
      args: ['a'],
      params: { a: 'string!' },
    };
    expect(requestFromArgs(descriptor, [42])).toEqual({ a: 42 });
    expect(requestFromArgs(descriptor, [])).toEqual({});
  });
});
