// What the guests' public booking page is answered (docs/api.md "Booking page"), shared by the
// server and the page.

export interface BookingPageInfo {
  shopName: string;
  /** Whether the shop takes bookings on this page at all. */
  open: boolean;
  maxPeople: number;
  /** The shop's calendar date now, where the page's date choice starts. */
  today: string;
  dateFrom: string | null;
  dateTo: string | null;
}

export interface BookingSlot {
  /** ISO 8601 instant of the start. */
  start: string;
  /** HH:MM on the shop's clock. */
  time: string;
  freeSeats: number;
}

export interface GuestBooking {
  shopName: string;
  /** ISO 8601 instant. */
  startAt: string;
  /** YYYY-MM-DD HH:MM on the shop's clock. */
  shopTime: string;
  people: number;
  status: string;
  declineReason: string | null;
}

export interface MadeBooking {
  guestToken: string;
  booking: GuestBooking;
}
