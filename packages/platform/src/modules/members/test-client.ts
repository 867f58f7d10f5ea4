import type { SeededMember, TestPlatform } from '../../testing';

/** An answer as the members tests read it. */
export interface TestAnswer {
  status: number;
  body: any;
}

/** JSON calls to a test platform with one caller's credentials (tests only). */
export interface MembersTestClient {
  get(path: string): Promise<TestAnswer>;
  post(path: string, body?: unknown): Promise<TestAnswer>;
  patch(path: string, body: unknown): Promise<TestAnswer>;
  delete(path: string): Promise<TestAnswer>;
}

/** Path prefix of the members v1 calls. */
export const MEMBERS = '/members/v1/members';

/**
 * Calls the platform in-process as a caller.
 * @param platform - the test platform
 * @param authorization - the `Authorization` header (an access token or an API key), or none
 */
export function membersClient(platform: TestPlatform, authorization?: string): MembersTestClient {
  const send = async (method: string, path: string, body?: unknown): Promise<TestAnswer> => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await platform.request(path, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return {
    get: (path) => send('GET', path),
    post: (path, body = {}) => send('POST', path, body),
    patch: (path, body) => send('PATCH', path, body),
    delete: (path) => send('DELETE', path),
  };
}

/**
 * A client acting as a seeded member (fresh member tokens).
 * @param platform - the test platform
 * @param member - the member
 */
export async function asMember(platform: TestPlatform, member: SeededMember): Promise<MembersTestClient> {
  return membersClient(platform, (await platform.seed.memberTokens(member.id)).accessToken);
}

/**
 * The events of one entity recorded in the outbox, oldest first.
 * @param platform - the test platform
 * @param entityId - the entity id
 */
export async function eventsOf(
  platform: TestPlatform,
  entityId: string,
): Promise<Array<{ event_type: string; payload: any; actor: any }>> {
  return platform.db.query(
    'select event_type, payload, actor from event_outbox where entity_id = $1 order by id',
    [entityId],
  );
}
