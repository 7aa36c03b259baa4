// A queue's tickets (business §2 /queuing_management, §3 "Queue"), as the server, the staff board
// and the guest's page all read them: the states and the actions between them, how a number is
// written, and which queue a party goes to. Plain rules, no DOM or Node imports.

/** The live topic of the tickets' table (migrations/0026): the boards and the guests' pages hear it. */
export const QUEUE_TICKET_TOPIC = 'queueTicket';

export const TICKET_STATUSES = ['waiting', 'called', 'seated', 'skipped', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who took the number: the guest on the queue's page, or staff for a walk-in. */
export const TICKET_SOURCES = ['self', 'staff'] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

export const TICKET_ACTIONS = ['call', 'seat', 'skip', 'cancel'] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/**
 * Each action's states before and after. Calling a called number again repeats the call; seated,
 * skipped and cancelled tickets are finished, and nothing moves them again.
 */
export const TICKET_TRANSITIONS: Readonly<
  Record<TicketAction, { from: readonly TicketStatus[]; to: TicketStatus }>
> = {
  call: { from: ['waiting', 'called'], to: 'called' },
  seat: { from: ['waiting', 'called'], to: 'seated' },
  skip: { from: ['waiting', 'called'], to: 'skipped' },
  cancel: { from: ['waiting', 'called'], to: 'cancelled' },
};

/** The tickets still in the queue: the board lists them and a guest may still cancel his. */
export const OPEN_STATUSES: readonly TicketStatus[] = ['waiting', 'called'];

export function mayTake(action: TicketAction, status: TicketStatus): boolean {
  return TICKET_TRANSITIONS[action].from.includes(status);
}

/** The number a guest is called by: the queue's prefix and the day's sequence, three digits at least ("A007"). */
export function ticketNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(3, '0')}`;
}

/** What choosing a queue for a party reads of each queue. */
export interface QueueCapacity {
  id: number;
  capacity: number;
  showOrder: number;
}

/**
 * The queue a party of `people` goes to: the one with the smallest capacity that seats it (a
 * couple waits for a small table, not a large one), the first in display order among equals;
 * undefined when no queue seats the party.
 */
export function queueForParty<T extends QueueCapacity>(queues: readonly T[], people: number): T | undefined {
  return queues
    .filter((queue) => queue.capacity >= people)
    .sort((a, b) => a.capacity - b.capacity || a.showOrder - b.showOrder || a.id - b.id)[0];
}

/**
 * A guest's phone number: 8 to 15 digits (Hong Kong's 8, a US number's 10 or 11, or one written
 * with its country code), an optional leading "+", and spaces or hyphens between groups.
 */
export const PHONE_PATTERN = /^\+?[0-9](?:[ -]?[0-9]){7,14}$/;

/** The phone as stored: its digits, with the "+" it was written with. */
export function normalPhone(phone: string): string {
  return phone.trim().replace(/[ -]/g, '');
}

/** The wait a guest is told: the parties ahead of him times the queue's average minutes a party. */
export function estimatedWait(partiesAhead: number, averageWaitMinutes: number): number {
  return partiesAhead * averageWaitMinutes;
}
