// Members' phones are stored as entered (with or without their country code, spaced or not); a
// provider takes E.164, "+" and the country code. A number written without one is of the server's
// region: Hong Kong's 8 digits (+852), the US's 10 (+1).
import type { Region } from '../../../engine/schema';
import { normalPhone } from '../../../protocol/queue-tickets';

const NATIONAL: Record<Region, { code: string; length: number }> = {
  hk: { code: '852', length: 8 },
  us: { code: '1', length: 10 },
};

/** E.164's longest: a country code and the number, 15 digits at most. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/** The phone in E.164, or null when it cannot be one. */
export function toE164(phone: string, defaultRegion: Region): string | null {
  const written = normalPhone(phone).replace(/[().]/g, '');
  const { code, length } = NATIONAL[defaultRegion];
  let international: string;
  if (written.startsWith('+')) international = written;
  else if (written.startsWith('00')) international = `+${written.slice(2)}`;
  else if (written.length === length) international = `+${code}${written}`;
  // The region's own code written without its "+": 85291234567, or a US number's leading 1.
  else if (written.length === code.length + length && written.startsWith(code)) international = `+${written}`;
  else return null;
  return E164.test(international) ? international : null;
}
