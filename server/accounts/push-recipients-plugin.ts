// PUT /find/user/push/message {companyId?, name?, pageNumber, pageSize} (business spec §5, §7): the
// merchant accounts a platform notification can be sent to ("a notification needs a company or
// recipients selected"). Platform level only, within the companies it reaches.
import { actorOf } from '../../engine/server/request-actor';
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import { ok } from '../../engine/server/envelope';
import { PAGING_PROPERTIES, ROW_ID, bodySchema, boundedString } from '../../engine/server/route-schema';
import { containsPattern } from '../../engine/server/resources/list-query';
import { pageOf } from '../../engine/server/resources/request-params';
import { SqlParams } from '../../engine/server/resources/sql-params';
import type { AccountCallsOptions } from './unlock-plugin';
import { NAME_LENGTH } from '../../protocol/text-lengths';

export interface PushRecipient {
  id: number;
  name: string;
  username: string;
  accountType: string;
  companyId: number;
}

// A type alias, not an interface, so it reads as the plain record pageOf takes.
type RecipientSearch = {
  companyId?: number;
  name?: string;
  pageNumber?: number;
  pageSize?: number;
};

const search = bodySchema({ companyId: ROW_ID, name: boundedString(NAME_LENGTH), ...PAGING_PROPERTIES });

const pushRecipientsPlugin: FastifyPluginAsync<AccountCallsOptions> = async (app, { db }) => {
  app.put<{ Body: RecipientSearch }>(
    '/find/user/push/message',
    { schema: { body: search } },
    async (request) => {
      const actor = actorOf(request);
      if (!actor.platform) throw new BusinessError(Status.forbidden);
      const body = request.body;
      const params = new SqlParams();
      const conditions = [
        'deleted_at IS NULL',
        `data->>'accountType' IN ('companyManager', 'shopManager')`,
        `NOT coalesce((data->>'disabled')::boolean, false)`,
      ];
      if (actor.companies !== 'all')
        conditions.push(`company_id = ANY(${params.add(actor.companies)}::int[])`);
      if (body.companyId !== undefined) conditions.push(`company_id = ${params.add(body.companyId)}`);
      if (body.name !== undefined && body.name.trim() !== '')
        conditions.push(`data->>'name' ILIKE ${params.add(containsPattern(body.name.trim()))}`);
      const { limit, offset } = pageOf(body);
      const where = conditions.join(' AND ');
      const [rows, total] = await Promise.all([
        db.query<PushRecipient>(
          `SELECT id, data->>'name' AS name, data->>'username' AS username, data->>'accountType' AS "accountType",
                company_id AS "companyId"
           FROM res_user WHERE ${where} ORDER BY company_id, id LIMIT ${limit} OFFSET ${offset}`,
          params.values,
        ),
        db.query<{ n: number }>(`SELECT count(*)::int AS n FROM res_user WHERE ${where}`, params.values),
      ]);
      return ok(rows.rows, total.rows[0]?.n ?? 0);
    },
  );
};

export default pushRecipientsPlugin;
