// The sign-in's and the account mail's status codes (docs/api.md "Status codes"): the application's
// own failures, declared beside the engine's table so no code or message key is used twice.
import { defineStatuses } from '../engine/protocol';

export const AccountStatus = defineStatuses({
  badCredentials: { code: 11, key: 'badCredentials', http: 200 },
  accountLocked: { code: 12, key: 'accountLocked', http: 200 },
  accountDisabled: { code: 13, key: 'accountDisabled', http: 200 },
  linkExpired: { code: 14, key: 'linkExpired', http: 200 },
  noBoundAccount: { code: 15, key: 'noBoundAccount', http: 200 },
  merchantNotApproved: { code: 16, key: 'merchantNotApproved', http: 200 },
  /** Sign-in throttling (and the manager key's): a transport refusal, with `Retry-After`. */
  tooManyAttempts: { code: 429, key: 'tooManyAttempts', http: 429 },
});
