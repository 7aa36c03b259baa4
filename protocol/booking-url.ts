// A shop's booking URL, shared by the server that keeps its token and the screens that show it: the
// guests' public booking page at `/book/<token>` (issue 14 item 5), and the call that replaces it.

/** The reservation settings' `bookingUrl`, and what recreating it answers: the shop and its token. */
export interface BookingUrlValue {
  shopId: number;
  token: string;
}

/** PUT under /pro-api: a new token for the shop `{shopId}`; the old one stops working for good. */
export const RECREATE_BOOKING_URL = '/reservation/booking/url/recreate';

/** Where the guests' booking page is routed: the token follows. */
export const BOOKING_PATH = '/book/';

/** The page guests book at, under the address the back office is reached at. */
export const bookingUrl = (origin: string, token: string): string =>
  `${origin}${BOOKING_PATH}${encodeURIComponent(token)}`;
