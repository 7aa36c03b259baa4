// The unsubscribe link of every marketing message (UEMO; RFC 8058 for the one-click header). Its
// token names the company, the member and the channel, signed with the server's secret keys
// (SecretKeyring.sign, HMAC-SHA256), so nothing is stored per message and a link in a mail of years
// ago still works while its key is listed; a token changed to name another member or channel does
// not verify. It travels as base64url: with its dots, the page's address would end like a file's
// name, which the server answers as a missing file rather than as the page (web/client-plugin.ts).
import type { SecretKeyring } from '../../../engine/server';
import { CONSENT_CHANNELS, UNSUBSCRIBE_PAGE_PATH, type ConsentChannel } from '../../../protocol/consent';
import type { ServerConfig } from '../../config';
import { API_PREFIX } from '../../platform';
import { resolveKeyring } from '../../secrets/keyring-source';

export interface UnsubscribeTarget {
  companyId: number;
  memberId: number;
  channel: ConsentChannel;
}

type KeyConfig = Pick<ServerConfig, 'secretKeys' | 'databaseUrl' | 'dataDir'>;
type LinkConfig = KeyConfig & Pick<ServerConfig, 'publicUrl'>;

const PURPOSE = 'unsubscribe';
/** The API's one-click address, where a mail client posts `List-Unsubscribe=One-Click`. */
export const ONE_CLICK_PATH = '/public/unsubscribe/';
/** What a token holds: `<company>.<member>.<channel>.<key id>.<MAC>`. */
const SIGNED = new RegExp(
  `^([1-9][0-9]{0,9})\\.([1-9][0-9]{0,9})\\.(${CONSENT_CHANNELS.join('|')})\\.([\\w-]{1,32}\\.[\\w-]{43})$`,
);
/** The longest token: two ids, a channel, a key id and a MAC, in base64url. */
export const TOKEN_MAX_LENGTH = Math.ceil(((10 + 1 + 10 + 1 + 6 + 1 + 32 + 1 + 43) * 4) / 3);
const TOKEN = new RegExp(`^[\\w-]{1,${TOKEN_MAX_LENGTH}}$`);

// One keyring per configuration: a campaign signs a link per message, and the embedded database's
// keys are read from a file.
const keyrings = new WeakMap<KeyConfig, SecretKeyring>();
function keyringOf(config: KeyConfig): SecretKeyring {
  const kept = keyrings.get(config) ?? resolveKeyring(config);
  keyrings.set(config, kept);
  return kept;
}

const message = ({ companyId, memberId, channel }: UnsubscribeTarget) =>
  `${companyId}.${memberId}.${channel}`;

export function unsubscribeToken(config: KeyConfig, target: UnsubscribeTarget): string {
  const text = message(target);
  return Buffer.from(`${text}.${keyringOf(config).sign(text, PURPOSE)}`).toString('base64url');
}

/** Whom a token unsubscribes, or undefined when it is malformed or its signature does not hold. */
export function readUnsubscribeToken(config: KeyConfig, token: string): UnsubscribeTarget | undefined {
  const text = TOKEN.test(token) ? Buffer.from(token, 'base64url').toString('latin1') : '';
  // Only the one spelling this server makes: base64url decoding skips what it cannot read.
  const parts = Buffer.from(text, 'latin1').toString('base64url') === token ? SIGNED.exec(text) : null;
  if (!parts) return undefined;
  const [, company = '', member = '', channel = '', signed = ''] = parts;
  const target = { companyId: Number(company), memberId: Number(member), channel: channel as ConsentChannel };
  return keyringOf(config).verify(signed, message(target), PURPOSE) ? target : undefined;
}

/** The page the member opens from the message: `${publicUrl}/unsubscribe/<token>`. */
export function unsubscribeUrl(config: LinkConfig, target: UnsubscribeTarget): string {
  return `${config.publicUrl}${UNSUBSCRIBE_PAGE_PATH}${unsubscribeToken(config, target)}`;
}

/** The API's one-click address for the List-Unsubscribe header. */
export function oneClickUrl(config: LinkConfig, target: UnsubscribeTarget): string {
  return `${config.publicUrl}${API_PREFIX}${ONE_CLICK_PATH}${unsubscribeToken(config, target)}`;
}

/** RFC 8058's headers, `url` being the one-click address (oneClickUrl). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
