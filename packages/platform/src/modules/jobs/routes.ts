import { Hono } from 'hono';
import { requireStaff } from '../../auth/guards';
import type { PlatformDeps, PlatformEnv } from '../../context';
import { ApiError } from '../../http/api-error';
import { jobRunnerFor } from './job-runner';
import { findJob, toJobWire } from './job-store';

/**
 * Background jobs (Bazaar's own endpoint, in the spirit of the Async Job API the bulk calls refer to):
 * `GET /bazaar/v1/jobs/{id}` → `{job}` with status, progress counters and item failures, for staff — so the back
 * office can show the progress of a bulk call that answered with a `jobId`. Mounting the module also starts the
 * platform's job runner once, so jobs left unfinished by a previous run resume.
 * @param deps - platform dependencies
 */
export function createJobRoutes(deps: PlatformDeps): Hono<PlatformEnv> {
  const app = new Hono<PlatformEnv>();
  jobRunnerFor(deps).kick();
  app.get('/bazaar/v1/jobs/:id', requireStaff(), async (c) => {
    const job = await findJob(deps.db, c.req.param('id'));
    if (!job) throw ApiError.notFound('JOB_NOT_FOUND', 'No job with this id', { jobId: c.req.param('id') });
    // A job whose runner died is picked up by whoever looks at it (the lease check makes this safe).
    if (job.status === 'INITIALIZED' || job.status === 'PROCESSING') jobRunnerFor(deps).kick();
    return c.json({ job: toJobWire(job) });
  });
  return app;
}
