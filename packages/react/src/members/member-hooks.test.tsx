import { createTestPlatform, type TestPlatform } from '@bazaar/platform/testing';
import { ApplicationError, members } from '@bazaar/sdk';
import { QueryObserver } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../test-support/member-client';
import {
  useCurrentMember,
  useDeleteMyMember,
  useJoinCommunity,
  useUpdateCurrentMemberSlug,
  useUpdateMember,
} from './member-hooks';
import { memberQueries } from './member-queries';

// Member hooks against the members API of a test platform over real HTTP, signed in with seeded member tokens.

let platform: TestPlatform;
let baseUrl: string;
beforeAll(async () => {
  platform = await createTestPlatform();
  ({ baseUrl } = await platform.listen());
});
afterAll(() => platform.close());

async function signedIn(nickname = 'Ada') {
  const seeded = await platform.seed.member({ nickname });
  const { client, queryClient, render } = await memberClient(platform, baseUrl, seeded.id, { members });
  const current = memberQueries.queryOptions.getCurrentMember(client, { fieldsets: ['FULL'] });
  await queryClient.prefetchQuery(current);
  return { seeded, client, queryClient, render, current };
}

describe('useCurrentMember', () => {
  it('reads the FULL record from the cache the factory filled', async () => {
    const { seeded, render } = await signedIn();
    const { data } = render(() => useCurrentMember());
    expect(data?.member).toMatchObject({ _id: seeded.id, loginEmail: seeded.email });
    expect(data?.member?.loginEmailVerified).toBe(true); // a FULL-only field
  });

  it('does not fetch while disabled (visitors)', async () => {
    const { render } = await signedIn();
    expect(render(() => useCurrentMember(['PUBLIC'], { enabled: false })).fetchStatus).toBe('idle');
  });
});

describe('member mutations', () => {
  it('refetch the cached member before they resolve, so the new value is shown at once', async () => {
    const { seeded, render, queryClient, current } = await signedIn();
    // A mounted account page observes the member (invalidation refetches observed queries).
    const unobserve = new QueryObserver(queryClient, current).subscribe(() => {});
    await render(useUpdateMember).mutateAsync([seeded.id, { profile: { nickname: 'Grace' } }]);
    expect(queryClient.getQueryData(current.queryKey)?.member?.profile?.nickname).toBe('Grace');
    const slug = `grace-${seeded.id.slice(0, 8)}`;
    await render(useUpdateCurrentMemberSlug).mutateAsync([slug]);
    expect(queryClient.getQueryData(current.queryKey)?.member?.profile?.slug).toBe(slug);
    await render(useJoinCommunity).mutateAsync([]);
    expect(queryClient.getQueryData(current.queryKey)?.member?.privacyStatus).toBe('PUBLIC');
    unobserve();
  });

  it('hand a taken slug’s 409 to the UI as the SDK’s ApplicationError, leaving the cache alone', async () => {
    const other = await signedIn('Taken');
    const slug = `taken-${other.seeded.id.slice(0, 8)}`;
    await other.render(useUpdateCurrentMemberSlug).mutateAsync([slug]);
    const { render, queryClient, current } = await signedIn();
    const before = queryClient.getQueryData(current.queryKey);
    const error = await render(useUpdateCurrentMemberSlug)
      .mutateAsync([slug])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApplicationError);
    expect(error).toMatchObject({ status: 409, code: 'SLUG_ALREADY_EXISTS' });
    expect(queryClient.getQueryData(current.queryKey)).toBe(before);
  });

  it('delete the signed-in member', async () => {
    const { seeded, render } = await signedIn();
    await render(useDeleteMyMember).mutateAsync([]);
    const rows = await platform.db.query('select 1 from members where id = $1', [seeded.id]);
    expect(rows).toHaveLength(0);
  });
});
