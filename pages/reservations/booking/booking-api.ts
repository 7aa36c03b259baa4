// The guests' booking page's calls, without a session (docs/api.md "Booking page"). The page shows
// every failure itself, so no call raises a global notice.
import { api } from '../../../engine/client';
import type {
  BookingPageInfo,
  BookingSlot,
  GuestBooking,
  MadeBooking,
} from '../../../protocol/booking-answers';

const segment = encodeURIComponent;
const quiet = { notify: false } as const;

export async function readBookingPage(token: string): Promise<BookingPageInfo> {
  return (await api.get<BookingPageInfo>(`/public/booking/${segment(token)}`, undefined, quiet)).data;
}

export async function readSlots(token: string, date: string, people: number): Promise<BookingSlot[]> {
  const path = `/public/booking/${segment(token)}/slots`;
  return (await api.get<BookingSlot[]>(path, { date, people: String(people) }, quiet)).data;
}

export interface GuestDetails {
  startAt: string;
  people: number;
  lastName: string;
  firstName?: string;
  phone: string;
  email?: string;
  remarks?: string;
}

export async function book(token: string, details: GuestDetails): Promise<MadeBooking> {
  return (await api.post<MadeBooking>(`/public/booking/${segment(token)}`, details, quiet)).data;
}

export async function readGuestBooking(guestToken: string): Promise<GuestBooking> {
  return (await api.get<GuestBooking>(`/public/booking/guest/${segment(guestToken)}`, undefined, quiet)).data;
}

/** Asks the shop to cancel an accepted booking; answers it as it now stands. */
export async function askToCancel(guestToken: string): Promise<GuestBooking> {
  const path = `/public/booking/guest/${segment(guestToken)}/cancel`;
  return (await api.post<GuestBooking>(path, {}, quiet)).data;
}

/** The guest's live stream: his shop's bookings changed, so his own is read again. */
export const guestLiveUrl = (guestToken: string): string =>
  `/pro-api/public/booking/guest/${segment(guestToken)}/live`;

/** Where this browser keeps the guest's booking made through one booking URL. */
export const guestTokenKey = (token: string): string => `booking:${token}`;
