// The limits of the registration code and the mailed links (business spec §4 "verification email
// resend has a countdown", issue 5), shared by the server that enforces them and the public pages
// that show them.

export const VERIFICATION_CODE_DIGITS = 6;
export const VERIFICATION_CODE_PATTERN = new RegExp(`^\\d{${VERIFICATION_CODE_DIGITS}}$`);
/** A new code for the same address is sent at most once a minute: the send button's countdown. */
export const RESEND_AFTER_SECONDS = 60;
export const CODE_VALID_MINUTES = 10;
export const RESET_LINK_VALID_MINUTES = 30;
export const INVITATION_VALID_DAYS = 7;

/** The public pages (core spec §2.1) a mailed link opens, with `?code=` holding its token. */
export const ACCOUNT_PAGES = {
  register: '/zcsj',
  forgotPassword: '/wjmm',
  resetPassword: '/czmm',
  invitation: '/yqjl',
  managerKey: '/zcszmm',
} as const;

/** GET /invite/manager/{code}: what the invitee is shown before choosing a username and password. */
export interface Invitation {
  email: string;
  name: string;
  accountType: string;
  /** In the reader's language, as the inviter's name. */
  companyName: string;
  inviterName: string;
}

/** POST /register: the new pending merchant and its owner's username (his email). */
export interface Registered {
  companyId: number;
  userId: number;
  username: string;
}
