import type { Member } from '@bazaar/sdk';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  FormError,
  PageHeader,
  SelectField,
  Stack,
  StatusBadge,
  TextField,
} from '@bazaar/ui';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAdminClient } from '../admin-client';
import { memberAdminQueries } from '../admin-queries';
import { formatDate } from '../format';
import { PageOfResults } from '../page-of-results';
import { JobProgress } from './job-progress';
import {
  MEMBERS_PAGE_SIZE,
  type MemberTableFilters,
  memberQuery,
  selectionFilter,
  toMemberFilter,
} from './member-filter';

const STATUS_OPTIONS = ['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'].map((value) => ({
  value,
  label: value.charAt(0) + value.slice(1).toLowerCase(),
}));

const COLUMNS: DataTableColumn<Member>[] = [
  {
    key: 'loginEmail',
    header: 'Email',
    rowHeader: true,
    cell: (member) => <Link to={`/admin/members/${member._id}`}>{member.loginEmail ?? member._id}</Link>,
  },
  { key: 'nickname', header: 'Nickname', cell: (member) => member.profile?.nickname ?? '—' },
  { key: 'status', header: 'Status', cell: (member) => <StatusBadge status={member.status ?? ''} /> },
  { key: 'activity', header: 'Activity', cell: (member) => member.activityStatus ?? '—' },
  { key: 'createdDate', header: 'Joined', cell: (member) => formatDate(member._createdDate) },
];

type BulkAction = 'approve' | 'block' | 'delete';
type Scope = 'selection' | 'filter';
const VERB: Record<BulkAction, string> = { approve: 'Approve', block: 'Block', delete: 'Delete' };

/**
 * The members table: email and status filters, paging, and bulk approve, block and delete of the selected members
 * or of every member the filters match, with the background job's progress.
 *
 * @returns the page
 */
export function MembersPage() {
  const client = useAdminClient();
  const [filters, setFilters] = useState<MemberTableFilters>({ email: '', status: '' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [confirm, setConfirm] = useState<{ action: BulkAction; scope: Scope } | null>(null);
  const [job, setJob] = useState<{ id: string; label: string } | null>(null);
  const members = useQuery({
    ...memberAdminQueries.queryOptions.queryMembers(client, memberQuery(filters, page), {
      fieldsets: ['FULL'],
    }),
    placeholderData: keepPreviousData,
  });
  const approve = useMutation(memberAdminQueries.mutationOptions.bulkApproveMembers(client));
  const block = useMutation(memberAdminQueries.mutationOptions.bulkBlockMembers(client));
  const remove = useMutation(memberAdminQueries.mutationOptions.bulkDeleteMembersByFilter(client));
  const change = (patch: Partial<MemberTableFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
    setSelected([]);
  };
  const run = async ({ action, scope }: { action: BulkAction; scope: Scope }) => {
    const filter = scope === 'selection' ? selectionFilter(selected) : toMemberFilter(filters);
    const { jobId } =
      action === 'approve'
        ? await approve.mutateAsync([filter])
        : action === 'block'
          ? await block.mutateAsync([filter])
          : await remove.mutateAsync([filter]);
    setJob({
      id: jobId,
      label: `${VERB[action]} ${scope === 'selection' ? `${selected.length} selected` : 'matching'} members`,
    });
    setSelected([]);
  };
  const total = members.data?.totalCount;
  const bulkButtons = (scope: Scope) =>
    (['approve', 'block', 'delete'] as const).map((action) => (
      <Button
        key={action}
        size="sm"
        variant={action === 'delete' ? 'danger' : 'secondary'}
        onClick={() => setConfirm({ action, scope })}
      >
        {VERB[action]} {scope === 'selection' ? 'selected' : 'all matching'}
      </Button>
    ));
  return (
    <Stack gap={4}>
      <PageHeader
        headingLevel={1}
        title="Members"
        description="Approve, block and manage the site's members."
      />
      <search className="admin-toolbar" aria-label="Filter members">
        <TextField
          label="Email starts with"
          type="search"
          value={filters.email}
          onChange={(e) => change({ email: e.target.value })}
        />
        <SelectField
          label="Status"
          placeholder="Any"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => change({ status: e.target.value })}
        />
      </search>
      <section className="admin-actions" aria-label="Bulk actions">
        {selected.length ? <strong>{selected.length} selected</strong> : null}
        {selected.length ? bulkButtons('selection') : null}
        {bulkButtons('filter')}
      </section>
      {job ? <JobProgress key={job.id} jobId={job.id} label={job.label} /> : null}
      <FormError error={members.error} title="Could not load the members" />
      <DataTable
        caption="Members"
        hideCaption
        columns={COLUMNS}
        rows={members.data?.items ?? []}
        getRowId={(member) => member._id ?? ''}
        rowLabel={(member) => member.loginEmail ?? ''}
        selectedIds={selected}
        onSelectionChange={setSelected}
        loading={members.isPending}
        empty="No members match these filters."
      />
      <PageOfResults
        page={page}
        results={members.data}
        pageSize={MEMBERS_PAGE_SIZE}
        noun="members"
        onPageChange={(next) => {
          setSelected([]);
          setPage(next);
        }}
      />
      <ConfirmDialog
        open={!!confirm}
        onClose={() => setConfirm(null)}
        tone={confirm?.action === 'delete' ? 'danger' : 'primary'}
        title={
          confirm
            ? `${VERB[confirm.action]} ${confirm.scope === 'selection' ? `${selected.length} selected members` : `every member matching the filters${total === undefined ? '' : ` (${total})`}`}?`
            : ''
        }
        description={
          confirm?.action === 'delete'
            ? 'Deleted members cannot be restored. Owners and contributors are skipped.'
            : undefined
        }
        confirmLabel={confirm ? VERB[confirm.action] : 'Confirm'}
        onConfirm={() => (confirm ? run(confirm) : undefined)}
      />
    </Stack>
  );
}
