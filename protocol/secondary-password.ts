// Core spec §5/§9: a shop manager's secondary password (his manager key) is exactly six digits,
// checked alike by the server that stores it and the forms that ask for it.

export const SECONDARY_PASSWORD_DIGITS = 6;
export const SECONDARY_PASSWORD_PATTERN = new RegExp(`^\\d{${SECONDARY_PASSWORD_DIGITS}}$`);
