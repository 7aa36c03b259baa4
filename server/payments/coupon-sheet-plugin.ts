// A coupon's printable sheets (business §4): `GET /pro-api/coupon/sheet/:id` answers the PDF its
// generation made, to a caller who may read the company's coupons, and marks the coupon downloaded
// in the same transaction: from then on it can be neither edited nor generated again.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol/status';
import type { CheckedSchemas } from '../../engine/schema/catalogue';
import { BusinessError } from '../../engine/server/business-error';
import type { Database } from '../../engine/server/db/database';
import { actorOf } from '../../engine/server/request-actor';
import { INTEGER_RANGE } from '../../engine/protocol/constants';
import { reaches } from '../../engine/server/resources/actor';
import { wholeNumber } from '../../engine/server/resources/request-params';
import { requirePrivilege } from '../../engine/server/resources/resource-service';
import { paramsSchema } from '../../engine/server/route-schema';
import { couponSheetFile } from '../../protocol/coupon-sheet';
import { COUPON_TABLE, moveCoupon } from './coupon-state';

export interface CouponSheetOptions {
  /** Fastify puts it before the plugin's routes. */
  prefix: string;
  db: Database;
  schemas: CheckedSchemas;
}

// A path holds text: the id is digits, checked as a whole number the table can hold below.
const COUPON_IN_PATH = paramsSchema(
  { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', title: 'payments:coupon' } },
  ['id'],
);

const couponSheetPlugin: FastifyPluginAsync<CouponSheetOptions> = async (app, { db, schemas }) => {
  const coupon = schemas.byName.get('coupon');
  if (!coupon) return;
  app.get<{ Params: { id: string } }>(
    '/coupon/sheet/:id',
    { schema: { params: COUPON_IN_PATH } },
    async (request, reply) => {
      const actor = actorOf(request);
      requirePrivilege(actor, coupon, coupon.privileges.read);
      const id = wholeNumber('id', Number(request.params.id), 1, INTEGER_RANGE.max, 'payments:coupon');
      const sheet = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ company_id: number; pdf: Buffer }>(
          `SELECT c.company_id, s.pdf FROM ${COUPON_TABLE} c LEFT JOIN coupon_sheet s ON s.coupon_id = c.id
            WHERE c.id = $1 AND c.deleted_at IS NULL FOR UPDATE OF c`,
          [id],
        );
        const found = rows[0];
        // Another company's coupon does not exist for this caller.
        if (!found || !reaches(actor.companies, found.company_id)) throw new BusinessError(Status.notFound);
        if (!found.pdf) throw BusinessError.because(Status.notFound, 'payments:errors.noSheet');
        await moveCoupon(tx, id, 'created', 'downloaded', actor.userId);
        return found.pdf;
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${couponSheetFile(id)}"`)
        .send(Buffer.from(sheet));
    },
  );
};

export default couponSheetPlugin;
