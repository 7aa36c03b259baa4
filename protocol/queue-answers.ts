// What the queue's calls answer (docs/api.md "Queues"): the guest's page (public, by the shop's
// and the ticket's tokens) and the staff board. Shared by the server and the pages.
import type { BroadcastLanguage } from './broadcast';
import type { TicketSource, TicketStatus } from './queue-tickets';

/**
 * The staff board's privileges: its page route's name reads it, its action works it
 * (schemas/navigation.json `self_service_queuing`).
 */
export const BOARD_PRIVILEGES = {
  read: 'self_service_queuing',
  operate: 'self_service_queuing_operate',
} as const;

/** Where a shop's guests take numbers: its page, `${origin}/queue/<token>` (the settings' QR code). */
export const GUEST_QUEUE_PATH = '/queue/';

export function guestQueueAddress(origin: string, token: string): string {
  return `${origin}${GUEST_QUEUE_PATH}${encodeURIComponent(token)}`;
}

/** A queue as the guest's page shows it: who it seats and how long its line is now. */
export interface GuestQueue {
  id: number;
  /** In the guest's language. */
  name: string;
  capacity: number;
  showOrder: number;
  phoneRequired: boolean;
  /** Parties waiting now. */
  waiting: number;
  /** What a party taking a number now is told to expect, in minutes. */
  estimatedWaitMinutes: number;
}

/** `GET /pro-api/public/queue/{token}`. */
export interface GuestQueueInfo {
  shopName: string;
  /** The shop's own words on the page (queue settings). */
  notice: string;
  /** Whether the page takes numbers now: queuing and self-service on, and a queue open to guests. */
  open: boolean;
  maxPartySize: number;
  /** The queues guests take numbers for, in display order. */
  queues: GuestQueue[];
}

/** A guest's ticket: `GET /pro-api/public/queue/ticket/{guestToken}`. */
export interface GuestTicket {
  number: string;
  status: TicketStatus;
  people: number;
  queueName: string;
  shopName: string;
  /** Waiting tickets of the same queue and day ahead of this one; 0 once called or finished. */
  position: number;
  estimatedWaitMinutes: number;
  /** The shop's business day the number is for, YYYY-MM-DD. */
  day: string;
  takenAt: string;
  calledAt: string | null;
}

/** `POST /pro-api/public/queue/{token}/ticket`: the ticket and the token that opens it again. */
export interface TakenTicket {
  guestToken: string;
  ticket: GuestTicket;
}

/** A ticket on the staff board. */
export interface BoardTicket {
  id: number;
  number: string;
  people: number;
  phone: string | null;
  status: TicketStatus;
  source: TicketSource;
  takenAt: string;
  calledAt: string | null;
  callCount: number;
}

/** One queue's column of the board: its open tickets in number order and the day's counts. */
export interface BoardQueue {
  id: number;
  name: string;
  prefix: string;
  capacity: number;
  broadcastLanguage: BroadcastLanguage;
  enabled: boolean;
  /** Waiting and called tickets of the day, in number order. */
  tickets: BoardTicket[];
  seated: number;
  skipped: number;
  cancelled: number;
}

/** `PUT /pro-api/queue/board`: a shop's day. */
export interface QueueBoard {
  shopId: number;
  day: string;
  /** Queuing on (queue settings); off, the board still lets staff finish the open tickets. */
  enabled: boolean;
  callRepeat: number;
  maxPartySize: number;
  queues: BoardQueue[];
}
