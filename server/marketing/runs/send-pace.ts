// Keeping a company's channel under its cap (send management), across every sender and server: the
// next instant the channel may hand over a message is one row (migration 0053 send_pace), and a batch
// takes its slots from it in one statement. Slots are spaced evenly at 10% under the cap, so the
// jitter of the hop to the provider cannot carry a cap's worth and one more into any one second.
import type { Queryable } from '../../../engine/server';
import type { MarketingChannel } from '../task-record';

/** The spacing of slots for a cap per second, in milliseconds. */
export const slotSpacing = (perSecond: number): number => (1000 / perSecond) * 1.1;

/** Takes `count` slots of the channel; answers each one's instant (ms). */
export async function takeSlots(
  q: Queryable,
  companyId: number,
  channel: MarketingChannel,
  perSecond: number,
  count: number,
): Promise<number[]> {
  const spacing = slotSpacing(perSecond);
  const { rows } = await q.query<{ first: Date | string }>(
    `INSERT INTO send_pace AS p (company_id, channel, next_at)
     VALUES ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
     ON CONFLICT (company_id, channel) DO UPDATE
       SET next_at = greatest(p.next_at, clock_timestamp()) + $3 * interval '1 millisecond'
     RETURNING next_at - $3 * interval '1 millisecond' AS first`,
    [companyId, channel, spacing * count],
  );
  const first = new Date(rows[0]?.first ?? Date.now()).getTime();
  return Array.from({ length: count }, (_, index) => first + index * spacing);
}
