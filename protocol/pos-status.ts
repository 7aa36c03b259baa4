// The point-of-sale ingest's own status codes (docs/api.md "Point-of-sale ingest"), declared beside
// the engine's table like the sign-in's (account-status.ts), so no code or message key repeats.
import { defineStatuses } from '../engine/protocol';

export const PosStatus = defineStatuses({
  /** No `Authorization: Bearer` key, or one that is unknown, revoked or of a deleted device. */
  posKeyRefused: { code: 21, key: 'posKeyRefused', http: 200 },
  /** The key works, but for another shop than the body's `shopId`. */
  posKeyOtherShop: { code: 22, key: 'posKeyOtherShop', http: 200 },
});
