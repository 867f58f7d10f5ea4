// What the client factories of the contract tests share: a seeded member's tokens as an SDK session, and how our
// client reaches the platform (in process through `app.fetch`, or over HTTP).
import type { TestPlatform } from '@bazaar/platform/testing';
import type { Tokens } from '@bazaar/sdk';

const FOUR_HOURS = 4 * 60 * 60;

/**
 * A member's tokens as a session the clients accept (the access token valid for four hours from now).
 * @param member - the tokens the platform issued
 */
export function memberSession(member: { accessToken: string; refreshToken: string }): Tokens {
  return {
    accessToken: { value: member.accessToken, expiresAt: Math.floor(Date.now() / 1000) + FOUR_HOURS },
    refreshToken: { value: member.refreshToken, role: 'member' },
  } as Tokens;
}

/**
 * Where our client sends requests: in process, the platform's own `app.fetch` stands in for the network
 * (STYLE.md "Tests"); otherwise the server's base URL.
 * @param platform - the test platform
 * @param baseUrl - the listening server's base URL
 * @param inProcess - whether to skip the network
 */
export function bazaarTransport(
  platform: TestPlatform,
  baseUrl: string,
  inProcess: boolean,
): { baseUrl: string; fetch?: (request: Request) => Response | Promise<Response> } {
  return inProcess
    ? { baseUrl: 'http://platform.test', fetch: (request: Request) => platform.app.fetch(request) }
    : { baseUrl };
}
