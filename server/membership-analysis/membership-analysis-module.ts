// Membership analysis (business §2 /membership_analysis): fifteen reports declared on the report
// engine (schemas/analytics/membership_*.json). The sales ones group member orders by what their
// member was when the order was made: the order ingest's step fixes it (order-member-snapshots.ts).
// The demographic ones count members by what the typed member facts hold (migration 0062): this
// module keeps them from every write of a member (member-facts-hooks.ts) and his visits from the
// order ingest (member-facts-visits.ts), and moves their age bands as the days pass (age-band-job.ts).
import { defineModule } from '../app-module';
import { ORDER_INGEST_STEPS } from '../sales/order-ingest-steps';
import { AGE_BAND_JOB, ageBandMoves } from './age-band-job';
import { memberFactsHooks } from './member-facts-hooks';
import { memberVisits } from './member-facts-visits';
import { orderMemberSnapshots } from './order-member-snapshots';

export default defineModule('membership-analysis', {
  setup(kit, { config }) {
    kit.hooks('member', memberFactsHooks(config.timeZone));
    kit.extend(ORDER_INGEST_STEPS, orderMemberSnapshots);
    kit.extend(ORDER_INGEST_STEPS, memberVisits);
    const moves = ageBandMoves(config.timeZone);
    kit.job(AGE_BAND_JOB, moves.handler, moves.options);
  },
});
