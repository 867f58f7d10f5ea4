import { Alert, ProgressBar } from '@bazaar/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAdminClient } from '../admin-client';
import { backOfficeQueries, memberAdminQueries } from '../admin-queries';

const FINISHED = new Set(['FINISHED', 'FAILED']);

/**
 * The progress of a background job (a bulk members call answered with its `jobId`), polled until it ends; the
 * members are refetched then.
 *
 * @param props - the job id and what it does, in words
 * @returns the progress bar and, at the end, the outcome
 */
export function JobProgress({ jobId, label }: { jobId: string; label: string }) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const job = useQuery({
    ...backOfficeQueries.queryOptions.getJob(client, jobId),
    refetchInterval: (query) => (query.state.data && FINISHED.has(query.state.data.status) ? false : 500),
  });
  const done = !!job.data && FINISHED.has(job.data.status);
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: memberAdminQueries.key() });
  }, [done, queryClient]);
  if (job.isError)
    return (
      <Alert tone="error" title={`${label}: could not follow the job`}>
        {job.error.message}
      </Alert>
    );
  const progress = job.data?.progress;
  const total = progress?.total ?? 0;
  return (
    <div aria-live="polite">
      <ProgressBar label={label} value={progress?.processed ?? 0} max={Math.max(total, 1)} />
      {done ? (
        <Alert
          tone={job.data?.status === 'FAILED' || progress?.failed ? 'warning' : 'success'}
          title={`${label}: done`}
        >
          {progress?.succeeded ?? 0} succeeded, {progress?.failed ?? 0} failed
          {job.data?.error ? ` — ${job.data.error.description}` : ''}
        </Alert>
      ) : null}
    </div>
  );
}
