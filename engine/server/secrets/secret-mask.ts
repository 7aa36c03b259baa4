// What an answer shows of an encrypted field: the provider's prefix that says which key it is
// (`sk_live_`, `whsec_`) and its last four characters, as payment providers' own dashboards do.
// Short values show nothing but dots: four characters of eight would give half the key away.
import { MASK_DOTS } from '../../schema/secret-fields';

const PREFIX = /^[A-Za-z]{2,8}_(?:[A-Za-z]{2,8}_)?/;
const SHOWN_END = 4;
// Below this length the last four characters are withheld too.
const LONG_ENOUGH = 16;

export function maskSecret(plain: string): string {
  const prefix = PREFIX.exec(plain)?.[0] ?? '';
  const rest = plain.slice(prefix.length);
  return rest.length >= LONG_ENOUGH
    ? `${prefix}${MASK_DOTS}${rest.slice(-SHOWN_END)}`
    : `${prefix}${MASK_DOTS}`;
}
