import { formatTable } from '../support/table';
import { BOOKINGS_PER_DAY, MONTH_DAYS } from './slots-month';
import { SUBSCRIBERS } from './live-latency';
import type { LiveStepFigures } from './live-step';

/** Step 10's figures: live latency with its subscribers, and a month of free slots. */
export function liveTable({ live, slots }: LiveStepFigures): string {
  const latency = live.skipped
    ? `skipped, ${live.skipped}`
    : live.error
      ? `FAILED, ${live.error}`
      : `p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms (${live.events} events)`;
  return formatTable(
    ['measure', 'figure'],
    [
      [`live change to subscriber, ${SUBSCRIBERS} subscribers on two app servers (PostgreSQL)`, latency],
      [
        `free slots of a month (${MONTH_DAYS} dates, ${BOOKINGS_PER_DAY} bookings a day), median / worst`,
        `${slots.medianMs} ms / ${slots.worstMs} ms`,
      ],
    ],
  );
}

export function liveProblems({ live, slots }: LiveStepFigures): string[] {
  const problems: string[] = [];
  if (live.error) problems.push(`live updates: ${live.error}`);
  if (slots.slots === 0) problems.push('free slots: the busy month offered no slot at all');
  return problems;
}
