// The longest texts the application's own calls take (issue 22 item 7). Each route declares its
// bounds (engine/server/bounded-strings.ts), so a value that reaches a lookup, a throttle's key or
// an index is refused on its field, translated, before any query meets it.

/** An email address: RFC 5321's longest. A username too, since an owner signs in with his address. */
export const EMAIL_LENGTH = 254;

/** A password or a manager key, as the accounts' own password field bounds it. */
export const PASSWORD_LENGTH = 128;

/** The code of a mailed link or an invitation (256 random bits are 43 to 64 characters as text). */
export const LINK_CODE_LENGTH = 128;

/** A name searched for: as long as the accounts' own names. */
export const NAME_LENGTH = 100;

/** A key of a user's stored preferences (a list's column layout, a saved search). */
export const PREFERENCE_KEY_LENGTH = 120;
