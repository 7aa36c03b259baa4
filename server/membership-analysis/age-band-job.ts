// A member's age band today is kept on his facts with the day it next changes (migration 0065): this
// recurring durable job moves, every hour, the members whose day has come on the server's calendar
// (the day the demographic age report reads), a batch per statement, so the age roll-up follows
// them. Until it has, the report reads those few from their birthday; run again, it finds none.
import type { JobContext, JobKindOptions, Queryable, RecurringPayload } from '../../engine/server';
import { ageBandNow, ageBandUntilNow } from './member-facts-table';

export const AGE_BAND_JOB = 'membershipAnalysis.moveAgeBands';

/** Members moved per statement. */
const BATCH = 5_000;

const due = (zone: string) => `age_band_until <= (now() AT TIME ZONE ${zone})::date`;

/** The companies with a member whose band changed by today in `timeZone`. */
async function companiesDue(q: Queryable, timeZone: string): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT DISTINCT company_id AS id FROM member_fact WHERE ${due('$1')}`,
    [timeZone],
  );
  return rows.map(({ id }) => id);
}

/** Moves up to BATCH of the company's members to their band today; answers how many it moved. */
export async function moveAgeBands(q: Queryable, companyId: number, timeZone: string): Promise<number> {
  const { rowCount } = await q.query(
    `UPDATE member_fact f
        SET age_band = ${ageBandNow('f.birthday', '$2')}, age_band_until = ${ageBandUntilNow('f.birthday', '$2')}
      WHERE f.company_id = $1 AND f.member_id IN (
        SELECT member_id FROM member_fact WHERE company_id = $1 AND ${due('$2')} LIMIT $3)`,
    [companyId, timeZone, BATCH],
  );
  return rowCount ?? 0;
}

/** The job's handler and its hourly recurrence for the companies with a band to move. */
export function ageBandMoves(timeZone: string) {
  const options: JobKindOptions<RecurringPayload> = {
    recurs: { everyMinutes: 60, due: (q) => companiesDue(q, timeZone) },
  };
  return {
    options,
    handler: async ({ db, payload, progress }: JobContext<RecurringPayload>) => {
      let moved = 0;
      let batch: number;
      do {
        batch = await moveAgeBands(db, payload.companyId, timeZone);
        moved += batch;
      } while (batch === BATCH);
      await progress(moved, moved);
      return { moved };
    },
  };
}
