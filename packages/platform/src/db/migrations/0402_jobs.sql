-- Background jobs (bulk calls answered with a `jobId`). Generic: any module enqueues a job of its own `kind` and
-- registers a handler that works through it in steps; each step commits its effects together with the job's
-- progress and resume point (`state`), so a job survives a restart and no step is applied twice.

create table jobs (
  id uuid primary key,
  kind text not null,
  status text not null default 'INITIALIZED'
    constraint jobs_status_check check (status in ('INITIALIZED', 'PROCESSING', 'FINISHED', 'FAILED')),
  payload jsonb not null,
  -- Where the next step resumes (handler-defined, e.g. the last processed id).
  state jsonb,
  total integer,
  processed integer not null default 0,
  succeeded integer not null default 0,
  failed integer not null default 0,
  -- Item failures (capped) and whatever summary the handler returns.
  result jsonb not null default '{}',
  error jsonb,
  attempts integer not null default 0,
  created_by jsonb,
  -- The runner working on the job and until when its lease holds; an expired lease lets another runner resume.
  locked_by text,
  locked_until timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  started_at timestamptz,
  finished_at timestamptz
);
create index jobs_runnable on jobs (created_at, id) where status in ('INITIALIZED', 'PROCESSING');
