import {
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  FormError,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
} from '@bazaar/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAdminClient } from '../admin-client';
import { memberAdminQueries } from '../admin-queries';
import { formatDate } from '../format';
import { useStaffCaller } from '../staff-gate';
import { offeredMemberActions } from './offered-member-actions';

type Confirming = 'block' | 'disconnect' | 'delete' | null;

/**
 * One member with every field (fieldset FULL) and the staff actions: approve, block, mute or unmute, disconnect
 * (end their sessions), delete. On a site owner's record block, disconnect and delete are not offered, and a
 * contributor's other actions are disabled with the reason (see {@link offeredMemberActions}).
 *
 * @returns the page
 */
export function MemberDetailPage() {
  const { memberId = '' } = useParams();
  const client = useAdminClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const offered = offeredMemberActions(useStaffCaller().data, memberId);
  const member = useQuery(
    memberAdminQueries.queryOptions.getMember(client, memberId, { fieldsets: ['FULL'] }),
  );
  const changed = () => queryClient.invalidateQueries({ queryKey: memberAdminQueries.key() });
  const approve = useMutation({
    ...memberAdminQueries.mutationOptions.approveMember(client),
    onSuccess: changed,
  });
  const block = useMutation({
    ...memberAdminQueries.mutationOptions.blockMember(client),
    onSuccess: changed,
  });
  const mute = useMutation({ ...memberAdminQueries.mutationOptions.muteMember(client), onSuccess: changed });
  const unmute = useMutation({
    ...memberAdminQueries.mutationOptions.unmuteMember(client),
    onSuccess: changed,
  });
  const disconnect = useMutation({
    ...memberAdminQueries.mutationOptions.disconnectMember(client),
    onSuccess: changed,
  });
  const remove = useMutation({
    ...memberAdminQueries.mutationOptions.deleteMember(client),
    onSuccess: async () => {
      await changed();
      navigate('/admin/members');
    },
  });
  if (member.isPending) return <Skeleton shape="rect" width="100%" height="16rem" />;
  if (member.isError) return <FormError error={member.error} title="Could not load the member" />;
  const data = member.data;
  const contact = data.contact;
  const error = approve.error ?? mute.error ?? unmute.error;
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        eyebrow={<Link to="/admin/members">Members</Link>}
        title={data.profile?.nickname || data.loginEmail || 'Member'}
        description={data.loginEmail ?? undefined}
        actions={<StatusBadge status={data.status ?? ''} />}
      />
      <section
        className="admin-actions"
        aria-label="Member actions"
        aria-describedby={offered.reason ? 'member-actions-reason' : undefined}
      >
        {data.status !== 'APPROVED' ? (
          <Button
            loading={approve.isPending}
            disabled={!offered.change}
            onClick={() => approve.mutate([memberId])}
          >
            {data.status === 'BLOCKED' ? 'Unblock' : 'Approve'}
          </Button>
        ) : null}
        {offered.remove && data.status !== 'BLOCKED' ? (
          <Button variant="secondary" onClick={() => setConfirming('block')}>
            Block
          </Button>
        ) : null}
        {data.activityStatus === 'MUTED' ? (
          <Button
            variant="secondary"
            loading={unmute.isPending}
            disabled={!offered.change}
            onClick={() => unmute.mutate([memberId])}
          >
            Unmute
          </Button>
        ) : (
          <Button
            variant="secondary"
            loading={mute.isPending}
            disabled={!offered.change}
            onClick={() => mute.mutate([memberId])}
          >
            Mute
          </Button>
        )}
        {offered.remove ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming('disconnect')}>
              Disconnect
            </Button>
            <Button variant="danger" onClick={() => setConfirming('delete')}>
              Delete
            </Button>
          </>
        ) : null}
        {offered.reason ? <p id="member-actions-reason">{offered.reason}</p> : null}
      </section>
      <FormError error={error} title="That did not work" />
      <Card as="section" title="Details">
        <DescriptionList
          items={[
            {
              term: 'Login email',
              description: `${data.loginEmail ?? '—'}${data.loginEmailVerified ? ' (verified)' : ''}`,
            },
            { term: 'Name', description: [contact?.firstName, contact?.lastName].filter(Boolean).join(' ') },
            { term: 'Nickname', description: data.profile?.nickname },
            { term: 'Slug', description: data.profile?.slug },
            { term: 'Community', description: data.privacyStatus },
            { term: 'Activity', description: data.activityStatus },
            { term: 'Phones', description: contact?.phones?.join(', ') },
            { term: 'Emails', description: contact?.emails?.join(', ') },
            { term: 'Company', description: contact?.company },
            { term: 'Birthdate', description: contact?.birthdate },
            { term: 'Joined', description: formatDate(data._createdDate) },
            { term: 'Last login', description: formatDate(data.lastLoginDate) },
            { term: 'Contact id', description: data.contactId },
          ]}
        />
      </Card>
      <ConfirmDialog
        open={confirming === 'block'}
        onClose={() => setConfirming(null)}
        title="Block this member?"
        description="They are signed out everywhere and cannot sign in until unblocked."
        confirmLabel="Block"
        onConfirm={() => block.mutateAsync([memberId])}
      />
      <ConfirmDialog
        open={confirming === 'disconnect'}
        onClose={() => setConfirming(null)}
        title="Disconnect this member?"
        description="Their sessions end; they can sign in again."
        confirmLabel="Disconnect"
        onConfirm={() => disconnect.mutateAsync([memberId])}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onClose={() => setConfirming(null)}
        title="Delete this member?"
        description="The member and their sessions are removed for good."
        confirmLabel="Delete member"
        onConfirm={() => remove.mutateAsync([memberId])}
      />
    </Stack>
  );
}
