// The pickup call display's numbers and answers (docs/api.md "Pickup display"), shared by the
// server, the back office's board and the shop's screen.

/** Where a number stands on the screen. */
export const PICKUP_STATUSES = ['preparing', 'ready'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** What a call may make of a number: shown preparing, shown ready, or collected (off the screen). */
export const PICKUP_CALLS = [...PICKUP_STATUSES, 'collected'] as const;
export type PickupCall = (typeof PICKUP_CALLS)[number];

/** A number as called out: 1 to 8 letters or digits ("A023"), kept in upper case. */
export const PICKUP_NUMBER_PATTERN = '^[A-Za-z0-9]{1,8}$';

/** The topic a change of a shop's numbers is announced under (docs/api.md "Live updates"). */
export const PICKUP_TOPIC = 'pickupNumber';

/** The shop's screen, by its token: `/display/<token>`. */
export const DISPLAY_PATH = '/display/';

/** The broadcast languages (business §9) and the voice each is spoken in. */
export const BROADCAST_VOICES = { cantonese: 'zh-HK', english: 'en-US' } as const;
export type BroadcastLanguage = keyof typeof BROADCAST_VOICES;

/**
 * What the screen says when a number is ready, in the broadcast language whatever the screen's own
 * language: the words are the shop's call to its guests (business §3 "Pickup display"), not the UI's.
 */
export function announcementOf(language: BroadcastLanguage, number: string): string {
  return language === 'cantonese' ? `請 ${number} 號取餐` : `Number ${number}, your order is ready`;
}

export interface PickupNumber {
  id: number;
  number: string;
  status: PickupStatus;
  createdAt: string;
  readyAt: string | null;
  /** When a ready number leaves the screen (its ready time plus the shop's timer). */
  expiresAt: string | null;
}

/** A shop's current numbers, as of the server's `now` (the screen measures its clock against it). */
export interface PickupBoard {
  shopId: number;
  now: string;
  autoDisappearMinutes: number;
  numbers: PickupNumber[];
}

/** What the shop's screen shows: its settings and its numbers (`GET /pro-api/public/display/{token}`). */
export interface PublicDisplay extends PickupBoard {
  shopName: string;
  themeColour: string;
  broadcastLanguage: BroadcastLanguage;
  repeatCount: number;
  /** The uploaded pictures and videos played between calls, each a path under `mediaBaseUrl`. */
  media: string[];
  mediaBaseUrl: string;
}

/** What a call on a number did: `unchanged` for a retry of what is already so. */
export interface PickupAnswer {
  number: string;
  status: PickupCall;
  outcome: 'created' | 'updated' | 'unchanged';
}
