// Step 10: issue 14's figures. Live change-to-subscriber latency with 200 subscribers, on two app
// servers over one PostgreSQL database, and the free-slot computation of a busy shop's month.
import { onEngine, postgresEngine, type EngineOutcome } from '../support/engines';
import { measureLiveLatency, type LiveFigures } from './live-latency';
import { timeSlotMonths, type SlotFigures } from './slots-month';

export interface LiveStepFigures {
  live: EngineOutcome<LiveFigures>;
  slots: SlotFigures;
}

export async function runLiveStep(): Promise<LiveStepFigures> {
  const slots = timeSlotMonths();
  console.log(`  free slots of a month: median ${slots.medianMs} ms`);
  const live = await onEngine(postgresEngine, measureLiveLatency);
  if (live.p50Ms !== undefined) console.log(`  live latency: p50 ${live.p50Ms} ms, p99 ${live.p99Ms} ms`);
  return { live, slots };
}
