import type { Queryable } from '../../db/database';

/** A message of the mail outbox, as listed. */
export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  data: Record<string, unknown>;
  createdDate: string;
}

interface MailRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
  data: Record<string, unknown>;
  created_at: Date;
}

/**
 * Lists the mail outbox, newest first.
 * @param db - database
 * @param filter - recipient (case-insensitive), kind, and how many (default 50, at most 200)
 */
export async function listMail(
  db: Queryable,
  filter: { to?: string | undefined; kind?: string | undefined; limit?: number | undefined } = {},
): Promise<OutboxMail[]> {
  const rows = await db.query<MailRow>(
    `select * from mail_outbox
     where ($1::text is null or to_address = $1) and ($2::text is null or kind = $2)
     order by position desc limit $3`,
    [filter.to?.trim().toLowerCase() ?? null, filter.kind ?? null, Math.min(filter.limit ?? 50, 200)],
  );
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    kind: row.kind,
    data: row.data,
    createdDate: row.created_at.toISOString(),
  }));
}
