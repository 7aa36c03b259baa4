// Members' marketing consent (issue 25 item 7, PDPO Part VIA and UEMO): per channel, granted or
// withdrawn, with when and how; what the unsubscribe page, the member's page and the staff's call
// send and read (server/marketing/consent, pages/marketing/unsubscribe).

export const CONSENT_CHANNELS = ['email', 'sms', 'wallet'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** How a consent was given or withdrawn. */
export const CONSENT_HOWS = [
  'signUp',
  'memberPage',
  'staff',
  'unsubscribeLink',
  'smsReply',
  'import',
] as const;
export type ConsentHow = (typeof CONSENT_HOWS)[number];

/** What staff may say a consent came by (the rest are the member's own doing). */
export const STAFF_CONSENT_HOWS = ['staff', 'signUp', 'import'] as const satisfies readonly ConsentHow[];

/** Where the unsubscribe page is opened in the browser: `/unsubscribe/<token>`. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe/';

/** What `GET /public/unsubscribe/:token` answers the page. */
export interface UnsubscribeView {
  companyName: string;
  channel: ConsentChannel;
  /** Whether the member still consents on this channel. */
  subscribed: boolean;
}

/** The member's page: his consent per channel, `GET /member-page/consent`. */
export interface MemberConsent {
  channel: ConsentChannel;
  granted: boolean;
}

/** His switch on his page: `PUT /member-page/consent`. */
export interface MemberConsentBody {
  channel: ConsentChannel;
  granted: boolean;
}

/** Staff's "Record consent" on a member's row: `POST /member/consent`. */
export interface StaffConsentBody {
  id: number;
  channel: ConsentChannel;
  granted: boolean;
  how: (typeof STAFF_CONSENT_HOWS)[number];
  note?: string;
  key?: string;
}

/** Whether a call changed the consent (false: it already stood so). */
export interface ConsentOutcome {
  changed: boolean;
}
