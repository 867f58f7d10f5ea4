import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Logger } from '../../context';
import type { Queryable } from '../../db/database';

/** One outgoing message. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What it is for: `email-verification`, `password-recovery`, `account-activation`… */
  kind: string;
  /** Machine-readable facts (the code, the link) so tests and the dev page need not parse text. */
  data?: Record<string, unknown>;
}

/** Sends mail. The platform's mailer never reaches the internet (DESIGN.md §4). */
export interface Mailer {
  /**
   * Queues a message inside the caller's transaction: it exists only if the change that caused it commits.
   * @param tx - the transaction
   * @param message - the message
   */
  send(tx: Queryable, message: MailMessage): Promise<void>;
}

/**
 * The default mailer: writes every message to the `mail_outbox` table and, in development, prints it.
 * @param options - clock, logger and whether to print (config `devMail`)
 */
export function createOutboxMailer(options: { clock: Clock; log: Logger; print: boolean }): Mailer {
  return {
    async send(tx, message) {
      await tx.query(
        `insert into mail_outbox (id, to_address, subject, text_body, kind, data, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          randomUUID(),
          message.to,
          message.subject,
          message.text,
          message.kind,
          JSON.stringify(message.data ?? {}),
          options.clock.now(),
        ],
      );
      if (options.print) {
        options.log.info(`[bazaar] mail to ${message.to}: ${message.subject}\n${indent(message.text)}`);
      }
    },
  };
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
