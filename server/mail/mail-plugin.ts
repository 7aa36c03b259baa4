// The mail capability's call: PUT /mail/outbox, the platform super admin's view of every mail and
// its delivery status (and, without SMTP, its text: the outbox is then how mail reaches anyone).
// The plugin also waits for deliveries under way when the server closes.
import type { FastifyPluginAsync } from 'fastify';
import { allow, bodySchema, boundedString, ok, pageOf, PAGING_PROPERTIES } from '../../engine/server';
import type { Database } from '../../engine/server';
import type { Mailer } from './mailer';
import { MAIL_STATUSES, readOutbox, type MailStatus, type OutboxEntry } from './outbox';
import { EMAIL_LENGTH } from '../../protocol/text-lengths';

export interface MailPluginOptions {
  db: Database;
  mailer: Mailer;
}

type OutboxSearch = {
  recipient?: string;
  status?: MailStatus;
  pageNumber?: number;
  pageSize?: number;
};

const search = bodySchema({
  recipient: boundedString(EMAIL_LENGTH, 'mail:outbox.recipient'),
  status: { enum: [...MAIL_STATUSES], title: 'mail:outbox.status' },
  ...PAGING_PROPERTIES,
});

const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, { db, mailer }) => {
  app.addHook('onClose', () => mailer.drain());

  const route = { ...allow({ kind: 'admin' }), schema: { body: search } };
  app.put<{ Body: OutboxSearch }>('/mail/outbox', route, async (request) => {
    const body = request.body;
    const { recipient, status } = body;
    const { rows, count } = await readOutbox(db, {
      ...pageOf(body),
      ...(recipient ? { recipient } : {}),
      ...(status ? { status } : {}),
    });
    return ok<OutboxEntry[]>(rows, count);
  });
};

export default mailPlugin;
