import { createHash, randomBytes } from 'node:crypto';

/** A bearer token: 256 random bits, URL-safe (a session, a mailed link). */
export const newToken = (): string => randomBytes(32).toString('base64url');

// Only the hash is stored: a stolen database copy holds no usable token. SHA-256, not argon2: the
// token is random, so a slow hash would add latency and no safety.
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
