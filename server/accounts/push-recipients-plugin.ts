// PUT /find/user/push/message {companyId?, name?, pageNumber, pageSize} (business spec §5, §7): the
// merchant accounts a platform notification can be sent to ("a notification needs a company or
// recipients selected"). Platform level only, within the companies it reaches.
import type { FastifyPluginAsync } from 'fastify';
import {
  actorOf,
  allow,
  bodySchema,
  boundedString,
  ok,
  PAGING_PROPERTIES,
  ROW_ID,
} from '../../engine/server';
import type { ModuleContext } from '../app-module';
import { accountResourceOf } from './account-resource';

import { NAME_LENGTH } from '../../protocol/text-lengths';

export interface PushRecipient {
  id: number;
  name: string;
  username: string;
  accountType: string;
  companyId: number;
}

interface RecipientSearch {
  companyId?: number;
  name?: string;
  pageNumber?: number;
  pageSize?: number;
}

const search = bodySchema({ companyId: ROW_ID, name: boundedString(NAME_LENGTH), ...PAGING_PROPERTIES });

const pushRecipientsPlugin: FastifyPluginAsync<ModuleContext> = async (app, { schemas, service, config }) => {
  const merchantAccounts = accountResourceOf(schemas, 'companyManager');
  if (!merchantAccounts) throw new Error('push recipients: no resource for merchant accounts');
  app.put<{ Body: RecipientSearch }>(
    '/find/user/push/message',
    { ...allow({ kind: 'platform' }), schema: { body: search } },
    async (request) => {
      const { companyId, name, pageNumber, pageSize } = request.body;
      const records = service.system(config.region, actorOf(request));
      const { rows, count } = await records.list(merchantAccounts.name, {
        ...(companyId === undefined ? {} : { companyId }),
        ...(name?.trim() ? { name: name.trim() } : {}),
        sort: { field: 'companyId', order: 'asc' },
        ...(pageNumber === undefined ? {} : { pageNumber }),
        ...(pageSize === undefined ? {} : { pageSize }),
      });
      const recipients = rows.map((row): PushRecipient => ({
        id: row.id,
        name: String(row.name ?? ''),
        username: String(row.username ?? ''),
        accountType: String(row.accountType),
        companyId: Number(row.companyId),
      }));
      return ok(recipients, count);
    },
  );
};

export default pushRecipientsPlugin;
