import { Alert, Badge, Card, DescriptionList, Skeleton, Stack } from '@bazaar/ui';
import { localDate } from '../lib/local-date';
import { CommunityCard } from './community-card';
import { DeleteAccountCard } from './delete-account-card';
import { ProfileForm } from './profile-form';
import { SlugForm } from './slug-form';
import { useMe } from './use-me';

/**
 * The account's profile page: sign-in details, name, profile address, community, and deleting the account.
 *
 * @returns the page
 */
export function ProfilePage() {
  const current = useMe();
  const member = current.data?.member;
  if (current.isPending) {
    return (
      <Stack gap={4} aria-busy="true">
        <Skeleton shape="rect" width="100%" height="8rem" />
        <Skeleton shape="rect" width="100%" height="14rem" />
      </Stack>
    );
  }
  if (current.isError || !member) {
    return (
      <Alert tone="error" title="Your profile could not be loaded">
        {current.error?.message ?? 'The server sent no member.'}
      </Alert>
    );
  }
  return (
    <Stack gap={5}>
      <title>Your profile · Bazaar Outfitters</title>
      <Card as="section" title="Sign-in">
        <DescriptionList
          items={[
            {
              term: 'E-mail',
              description: (
                <span className="app-inline">
                  {member.loginEmail}
                  {member.loginEmailVerified ? (
                    <Badge tone="success">Verified</Badge>
                  ) : (
                    <Badge>Not verified</Badge>
                  )}
                </span>
              ),
            },
            ...(member._createdDate
              ? [{ term: 'Member since', description: localDate(member._createdDate) }]
              : []),
          ]}
        />
      </Card>
      {/* Keyed by the saved values: a save (refetch) starts the form from the server's answer. */}
      <ProfileForm
        key={`${member.profile?.nickname}|${member.contact?.firstName}|${member.contact?.lastName}`}
        member={member}
      />
      <SlugForm key={member.profile?.slug ?? ''} member={member} />
      <CommunityCard member={member} />
      <DeleteAccountCard />
    </Stack>
  );
}
