// The member's own page (issue 23 item 6, docs/api.md "The member's own page"): he signs in with his
// company's address on the platform and his own email, with his password or a code mailed to him,
// then reads his card and his histories with the token he was given. Amounts are integer cents.

/** The header his token travels in: never the staff's `X-Token`. */
export const MEMBER_TOKEN_HEADER = 'x-member-token';

/** The sign-in methods of member-settings.json `signInMethods` this page runs. */
export const MEMBER_SIGN_IN_METHODS = ['emailPassword', 'emailCode'] as const;
export type MemberSignInMethod = (typeof MEMBER_SIGN_IN_METHODS)[number];

/** The answer of `GET /member-page/sign-in-methods`: the page's methods his company opens. */
export interface MemberSignInMethods {
  methods: MemberSignInMethod[];
}

export interface MemberCodeRequestBody {
  /** His company's `subdomain`. */
  company: string;
  email: string;
}

export interface MemberSignInBody extends MemberCodeRequestBody {
  password: string;
}

export interface MemberCodeSignInBody extends MemberCodeRequestBody {
  /** The six digits mailed to him. */
  code: string;
}

/** A mailed sign-in code: its digits, and how long it works. */
export const SIGN_IN_CODE_DIGITS = 6;
export const SIGN_IN_CODE_VALID_MINUTES = 10;

/** His card as his page shows it. */
export interface MemberCard {
  id: number;
  /** What his card's QR carries: his id, as the till's lookup takes it (`memberId`). */
  code: string;
  nickname: string | null;
  companyName: string;
  /** His level's name in the caller's language; null without a level. */
  levelName: string | null;
  points: number;
  /** In cents. */
  balance: number;
  vip: boolean;
  /** The day his VIP ends (YYYY-MM-DD); null when none is set. */
  vipUntil: string | null;
}

export interface MemberSignIn {
  token: string;
  card: MemberCard;
}

/** A company's address on the platform, as long as its `subdomain` may be (schemas/companies company.json). */
export const COMPANY_LENGTH = 63;

/** The browser address of a company's member page, before its `subdomain`. */
export const MEMBER_PAGE_PATH = '/member/';
