// The mail capability's call: PUT /mail/outbox, the platform super admin's view of every mail and
// its delivery status (and, without SMTP, its text: the outbox is then how mail reaches anyone).
// The plugin also waits for deliveries under way when the server closes.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import type { Database } from '../../engine/server/db/database';
import { ok } from '../../engine/server/envelope';
import { objectBody } from '../../engine/server/require-fields';
import type { Actor } from '../../engine/server/resources/actor';
import { pageOf } from '../../engine/server/resources/request-params';
import type { Mailer } from './mailer';
import { MAIL_STATUSES, readOutbox, type MailStatus, type OutboxEntry } from './outbox';

export interface MailPluginOptions {
  db: Database;
  mailer: Mailer;
  actorOf(request: FastifyRequest): Actor;
}

const isStatus = (value: unknown): value is MailStatus => MAIL_STATUSES.includes(value as MailStatus);

const mailPlugin: FastifyPluginAsync<MailPluginOptions> = async (app, { db, mailer, actorOf }) => {
  app.addHook('onClose', () => mailer.drain());

  app.put('/mail/outbox', async (request) => {
    if (!actorOf(request).admin) throw new BusinessError(Status.forbidden);
    const body = objectBody(request.body);
    const { recipient, status } = body;
    if (recipient !== undefined && typeof recipient !== 'string')
      throw new BusinessError(Status.invalidInput, {}, [
        { field: 'recipient', key: 'validation:type', label: 'mail:outbox.recipient' },
      ]);
    if (status !== undefined && !isStatus(status))
      throw new BusinessError(Status.invalidInput, {}, [
        { field: 'status', key: 'validation:enum', label: 'mail:outbox.status' },
      ]);
    const { rows, count } = await readOutbox(db, {
      ...pageOf(body),
      ...(recipient ? { recipient } : {}),
      ...(status ? { status } : {}),
    });
    return ok<OutboxEntry[]>(rows, count);
  });
};

export default mailPlugin;
