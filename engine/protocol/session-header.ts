/** The header that carries the session token (ARCHITECTURE.md "API conventions"). */
export const TOKEN_HEADER = 'X-Token';
