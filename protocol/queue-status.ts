// The queues' own status code (docs/api.md "Status codes"), declared beside the engine's table like
// the sign-in's (account-status.ts), so no code or message key repeats.
import { defineStatuses } from '../engine/protocol';

export const QueueStatus = defineStatuses({
  /** The shop takes no numbers this way now: queuing or self-service is off, or no queue is open to it. */
  queueClosed: { code: 31, key: 'queueClosed', http: 200 },
});
