// Whether a member may take a seat at an event (issue 26 item 1): the event open (accepted, its
// sign-up deadline not passed on the company's calendar), for him (a VIP event for VIPs), and a seat
// left in all and for his gender where the event limits it. Pure, so the rule is tested on its own;
// the sign-up (event-sign-up.ts) applies it to counts read under the event's lock.
import type { ApiRecord } from '../../engine/server';
import type { EventCostType } from '../../protocol/events';

/** What of an event its sign-up reads. */
export interface EventTerms {
  id: number;
  companyId: number;
  title: string;
  status: string;
  eventDate: string;
  startTime: string;
  signUpDeadline: string;
  attendeeType: string;
  maxAttendees: number;
  maxMale: number | null;
  maxFemale: number | null;
  costType: EventCostType;
  /** Points or cents, by `costType`; 0 when free. */
  cost: number;
}

/** Live enrolments: all, and those of each limited gender. */
export interface SeatCounts {
  total: number;
  male: number;
  female: number;
}

export interface Applicant {
  gender: string | null;
  vip: boolean;
}

const numberOr = (value: unknown, fallback: number | null): number | null =>
  typeof value === 'number' ? value : fallback;

const costOf = (record: ApiRecord): { costType: EventCostType; cost: number } => {
  if (record.signUpCostType === 'points') return { costType: 'points', cost: Number(record.signUpPoints) };
  if (record.signUpCostType === 'fee') return { costType: 'fee', cost: Number(record.signUpFee) };
  return { costType: 'free', cost: 0 };
};

/** The terms of an event record as the list answers it. */
export const eventTerms = (record: ApiRecord): EventTerms => ({
  id: record.id as number,
  companyId: record.companyId as number,
  title: String(record.title),
  status: String(record.status),
  eventDate: String(record.eventDate),
  startTime: String(record.startTime),
  signUpDeadline: String(record.signUpDeadline),
  attendeeType: String(record.attendeeType),
  maxAttendees: Number(record.maxAttendees),
  maxMale: numberOr(record.maxMale, null),
  maxFemale: numberOr(record.maxFemale, null),
  ...costOf(record),
});

/** The limit of his gender's seats, null when the event sets none for it. */
function genderLimit(
  event: EventTerms,
  gender: string | null,
): { limit: number; taken: keyof SeatCounts } | null {
  if (gender === 'male' && event.maxMale !== null) return { limit: event.maxMale, taken: 'male' };
  if (gender === 'female' && event.maxFemale !== null) return { limit: event.maxFemale, taken: 'female' };
  return null;
}

/** Seats left for an applicant of `gender`: in all, and no more than his gender's. */
export function seatsLeft(event: EventTerms, counts: SeatCounts, gender: string | null): number {
  const overall = event.maxAttendees - counts.total;
  const own = genderLimit(event, gender);
  return Math.max(0, own ? Math.min(overall, own.limit - counts[own.taken]) : overall);
}

/** Whether `today` (YYYY-MM-DD) is still within the event's sign-up. */
export const signUpOpen = (event: EventTerms, today: string): boolean =>
  event.status === 'accepted' && today <= event.signUpDeadline;

/** The message key of why he may not sign up, or undefined when he may. */
export function signUpRefusal(
  event: EventTerms,
  applicant: Applicant,
  counts: SeatCounts,
  today: string,
): string | undefined {
  if (event.status !== 'accepted') return 'events:messages.notOpen';
  if (today > event.signUpDeadline) return 'events:messages.deadlinePassed';
  if (event.attendeeType === 'vipMembers' && !applicant.vip) return 'events:messages.vipOnly';
  if (counts.total >= event.maxAttendees) return 'events:messages.full';
  if (seatsLeft(event, counts, applicant.gender) === 0) return 'events:messages.genderFull';
  return undefined;
}
