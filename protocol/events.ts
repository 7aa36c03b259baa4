// Events on the member's own page (issue 26 item 1, docs/api.md "Events on the member's page"): the
// open events of his company, his sign-up (paid in points or from his balance through the ledger),
// its cancellation, which gives back what he paid, and his enrolments. Amounts are integer cents.

/** How a sign-up is paid (schemas/events/event.json `signUpCostType`). */
export const EVENT_COST_TYPES = ['free', 'points', 'fee'] as const;
export type EventCostType = (typeof EVENT_COST_TYPES)[number];

export const ENROLMENT_STATES = ['enrolled', 'cancelled'] as const;
export type EnrolmentState = (typeof ENROLMENT_STATES)[number];

/** An event as his page offers it. */
export interface OpenEvent {
  id: number;
  title: string;
  host: string;
  location: string;
  address: string | null;
  picture: string | null;
  description: string | null;
  /** YYYY-MM-DD. */
  eventDate: string;
  /** HH:mm. */
  startTime: string;
  endTime: string;
  signUpDeadline: string;
  costType: EventCostType;
  /** Points (costType points) or cents (costType fee) a sign-up takes; 0 when free. */
  cost: number;
  /** Seats left in all, and for his gender where the event limits it. */
  seatsLeft: number;
  /** His live enrolment's id, when he is signed up. */
  enrolmentId: number | null;
}

/** `PUT /member-page/events`: what he may sign up for, with what he holds to pay. */
export interface MemberEvents {
  points: number;
  /** In cents. */
  balance: number;
  events: OpenEvent[];
}

export interface EventSignUpBody {
  eventId: number;
  /** His idempotency key: sent again, the first outcome is answered and nothing moves. */
  key: string;
}

export interface EnrolmentCancelBody {
  enrolmentId: number;
}

/** Staff's cancellation from the event's row (`POST /event/enrolment/cancel`, its call "Cancel a member's sign-up"). */
export interface StaffEnrolmentCancelBody {
  /** The event's id. */
  id: number;
  /** The member whose live enrolment of the event is cancelled. */
  memberId: number;
}

/** One enrolment, as his page lists it and as a sign-up or cancellation answers it. */
export interface EventEnrolment {
  enrolmentId: number;
  eventId: number;
  title: string;
  eventDate: string;
  startTime: string;
  status: EnrolmentState;
  /** Points paid (0: none). */
  points: number;
  /** Cents paid from his balance (0: none). */
  fee: number;
  enrolledAt: string;
  cancelledAt: string | null;
}

/** A sign-up's answer: the enrolment, and whether this key had already made it. */
export interface EventSignUp extends EventEnrolment {
  replayed: boolean;
}
