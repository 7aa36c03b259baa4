// A coupon's printable sheets (business §4): `GET /pro-api/coupon/sheet/:id` answers the PDF its
// generation made, to a caller who may read the company's coupons, and marks the coupon downloaded
// in the same transaction: from then on it can be neither edited nor generated again.
import type { FastifyPluginAsync } from 'fastify';
import { INTEGER_RANGE, Status } from '../../engine/protocol';
import { actorOf, allow, BusinessError, fileAnswer, paramsSchema, wholeNumber } from '../../engine/server';
import { couponSheetFile } from '../../protocol/coupon-sheet';
import type { ModuleContext } from '../app-module';

// A path holds text: the id is digits, checked as a whole number the table can hold below.
const COUPON_IN_PATH = paramsSchema(
  { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', title: 'payments:coupon' } },
  ['id'],
);

const couponSheetPlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, service, config }) => {
  app.get<{ Params: { id: string } }>(
    '/coupon/sheet/:id',
    {
      ...allow({ kind: 'resource', resource: 'coupon', privilege: 'read' }, fileAnswer('application/pdf')),
      schema: { params: COUPON_IN_PATH },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const id = wholeNumber('id', Number(request.params.id), 1, INTEGER_RANGE.max, 'payments:coupon');
      const sheet = await db.transaction(async (tx) => {
        // Locked within the caller's reach: another company's coupon does not exist for him.
        const records = service.within(tx).system(config.region, actor, actor.userId);
        const coupon = await records.find('coupon', id, { lock: true });
        if (!coupon) throw new BusinessError(Status.notFound);
        const { rows } = await tx.query<{ pdf: Buffer }>(
          'SELECT pdf FROM coupon_sheet WHERE coupon_id = $1',
          [id],
        );
        const pdf = rows[0]?.pdf;
        if (!pdf) throw BusinessError.because(Status.notFound, 'payments:errors.noSheet');
        // The first download settles the coupon (business §4): it can no longer be edited nor generated.
        if (coupon.generationStatus === 'created') await records.transition('coupon', 'download', id);
        return pdf;
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${couponSheetFile(id)}"`)
        .send(Buffer.from(sheet));
    },
  );
};

export default couponSheetPlugin;
