import type { Database } from '../db/database';
import { listMail, type OutboxMail } from '../modules/mail/service';

/** Reads what the platform mailed (the `mail_outbox` table). */
export interface MailReader {
  /** Messages, newest first. */
  list(filter?: { to?: string; kind?: string }): Promise<OutboxMail[]>;
  /** The newest message to an address (optionally of a kind). */
  latest(to: string, kind?: string): Promise<OutboxMail | undefined>;
  /** The newest verification code mailed to an address. */
  latestCode(to: string): Promise<string>;
  /** The newest recovery or activation link mailed to an address. */
  latestLink(to: string): Promise<string>;
}

/**
 * Creates the mail reader of a test platform.
 * @param db - the platform's database
 */
export function createMailReader(db: Database): MailReader {
  const reader: MailReader = {
    list: (filter = {}) => listMail(db, { ...filter, limit: 200 }),
    latest: async (to, kind) => (await listMail(db, { to, kind, limit: 1 }))[0],
    async latestCode(to) {
      const mail = await reader.latest(to, 'email-verification');
      if (typeof mail?.data.code !== 'string') throw new Error(`no verification code was mailed to ${to}`);
      return mail.data.code;
    },
    async latestLink(to) {
      const mail = (await reader.list({ to })).find((message) => typeof message.data.link === 'string');
      if (!mail) throw new Error(`no link was mailed to ${to}`);
      return mail.data.link as string;
    },
  };
  return reader;
}
