// Core spec §9 constants the client's shell relies on, in one place so a reader finds each limit by
// the spec's name. (Timeouts live with the request layer, the submit lockout with its hook.)

/** Message durations: failures stay 5 seconds, a success toast 2 seconds. */
export const NOTICE_MS = 5000;
export const SUCCESS_MS = 2000;

/** A shop manager's secondary password (manager key) is exactly this many digits. */
export const SECONDARY_PASSWORD_DIGITS = 6;
