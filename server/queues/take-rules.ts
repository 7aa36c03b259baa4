// Whether a party may take a number, and for which queue (business §3 "Queue"): queuing must be on
// (and self-service, for a guest's own number); the party within the shop's largest and seated by
// a queue open to it (a guest's: scan to queue; a walk-in's: offline queuing), the queue with the
// smallest capacity that seats it; a phone when that queue asks for one, and a well-formed one
// whenever given. Every field problem is named at once; nothing is written.
import { BusinessError, invalid } from '../../engine/server';
import type { FieldProblem } from '../../engine/server';
import { normalPhone, PHONE_PATTERN, queueForParty, type TicketSource } from '../../protocol/queue-tickets';
import { QueueStatus } from '../../protocol/queue-status';
import type { QueueRow, QueueSettingsValues } from './queue-setup';

export interface TakeRequest {
  people: number;
  phone?: string | null;
}

export interface TakeChoice {
  queue: QueueRow;
  /** As stored: its digits (and a leading "+"), or null when none was given. */
  phone: string | null;
}

/** The queues a number may be taken for this way: enabled, and open to guests or to walk-ins. */
export function openQueues(queues: readonly QueueRow[], source: TicketSource): QueueRow[] {
  return queues.filter(
    (queue) => queue.enabled && (source === 'self' ? queue.scanToQueue : queue.offlineQueuing),
  );
}

/** Whether numbers are taken this way at all now. */
export function takesNumbers(
  settings: QueueSettingsValues,
  queues: readonly QueueRow[],
  source: TicketSource,
): boolean {
  return (
    settings.enabled && (source === 'staff' || settings.selfService) && openQueues(queues, source).length > 0
  );
}

const PEOPLE_LABEL = 'queues:fields.people';
const PHONE_LABEL = 'queues:fields.phone';

export function chooseQueue(
  settings: QueueSettingsValues,
  queues: readonly QueueRow[],
  source: TicketSource,
  request: TakeRequest,
): TakeChoice {
  if (!takesNumbers(settings, queues, source)) throw new BusinessError(QueueStatus.queueClosed);
  const problems: FieldProblem[] = [];
  const { people } = request;
  const queue = queueForParty(openQueues(queues, source), people);
  if (people > settings.maxPartySize)
    problems.push({
      field: 'people',
      key: 'queues:errors.partyTooLarge',
      label: PEOPLE_LABEL,
      params: { max: settings.maxPartySize },
    });
  else if (!queue)
    problems.push({
      field: 'people',
      key: 'queues:errors.noQueueForParty',
      label: PEOPLE_LABEL,
      params: { people },
    });
  const written = request.phone?.trim() ?? '';
  if (written !== '' && !PHONE_PATTERN.test(written))
    problems.push({ field: 'phone', key: 'queues:errors.phoneFormat', label: PHONE_LABEL });
  else if (written === '' && queue?.phoneRequired)
    problems.push({ field: 'phone', key: 'validation:required', label: PHONE_LABEL });
  if (problems.length > 0 || !queue) throw invalid(problems);
  return { queue, phone: written === '' ? null : normalPhone(written) };
}
