import { useJoinCommunity, useLeaveCommunity } from '@bazaar/react';
import type { Member } from '@bazaar/sdk';
import { Badge, Button, Card, FormError, Stack } from '@bazaar/ui';

/**
 * Joining or leaving the community: a public profile (name, photo, address) other members can see, or a private
 * one. Where the shop keeps every profile private, joining is refused with the server's message.
 *
 * @param props - the member (its `privacyStatus` needs the EXTENDED or FULL fieldset)
 * @returns the card
 */
export function CommunityCard({ member }: { member: Member }) {
  const join = useJoinCommunity();
  const leave = useLeaveCommunity();
  const isPublic = member.privacyStatus === 'PUBLIC';
  return (
    <Card
      as="section"
      title="Community"
      description="Members of the community can see each other’s public profiles."
      actions={
        <Badge tone={isPublic ? 'success' : 'neutral'} dot>
          {isPublic ? 'Public profile' : 'Private profile'}
        </Badge>
      }
    >
      <Stack gap={3}>
        <FormError error={join.error ?? leave.error} title="That did not work" />
        <div>
          {isPublic ? (
            <Button variant="secondary" loading={leave.isPending} onClick={() => leave.mutate([])}>
              Leave the community
            </Button>
          ) : (
            <Button loading={join.isPending} onClick={() => join.mutate([])}>
              Join the community
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
