/**
 * @jest-environment node
 */
// The unsubscribe link's token (issue 25 item 7): signed with the server's keys, it names exactly one
// company, member and channel; any change to it, or another server's keys, and it opens nothing; a
// key rotated in front still opens the links of mails sent before. And an opt-out's phone number as
// both sides compare it.
import { newKeyLine, SecretKeyring, parseKeyLines } from '../../../engine/server/secrets/secret-keyring';
import { internationalDigits } from '../../../server/marketing/consent/consent';
import {
  listUnsubscribeHeaders,
  oneClickUrl,
  readUnsubscribeToken,
  unsubscribeToken,
  unsubscribeUrl,
} from '../../../server/marketing/consent/unsubscribe-link';

const config = (secretKeys: string) => ({
  secretKeys,
  databaseUrl: undefined,
  dataDir: '/nonexistent',
  publicUrl: 'https://brigade.example',
});
const mei = { companyId: 12, memberId: 3456, channel: 'email' } as const;

describe('the unsubscribe token', () => {
  const keys = config(newKeyLine());

  it('names its member and channel, and reads back only on the server that signed it', () => {
    const token = unsubscribeToken(keys, mei);
    // base64url, so the page's address never ends like a file's name (`.abc`).
    expect(token).toMatch(/^[\w-]+$/);
    expect(Buffer.from(token, 'base64url').toString()).toMatch(/^12\.3456\.email\.[\w-]+\.[\w-]{43}$/);
    expect(readUnsubscribeToken(keys, token)).toEqual(mei);
    expect(readUnsubscribeToken(config(newKeyLine()), token)).toBeUndefined();
  });

  it('opens nothing once any part is changed', () => {
    const token = unsubscribeToken(keys, mei);
    const [, , , keyId, mac = ''] = Buffer.from(token, 'base64url').toString().split('.');
    const flipped = `${mac.slice(0, 10)}${mac[10] === 'A' ? 'B' : 'A'}${mac.slice(11)}`;
    for (const changed of [
      `12.3457.email.${keyId}.${mac}`,
      `13.3456.email.${keyId}.${mac}`,
      `12.3456.sms.${keyId}.${mac}`,
      `12.3456.email.${keyId}.${flipped}`,
      `12.3456.email.other.${mac}`,
      `12.3456.email.${keyId}.${mac}A`,
      `012.3456.email.${keyId}.${mac}`,
      '',
    ])
      expect(readUnsubscribeToken(keys, Buffer.from(changed).toString('base64url'))).toBeUndefined();
    // The token as sent, with a character changed (its first: the last may carry bits no byte
    // reads) or added, or not base64url at all.
    for (const changed of [`${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`, `${token}A`, `${token}.`])
      expect(readUnsubscribeToken(keys, changed)).toBeUndefined();
  });

  it('keeps opening an old mail’s link while its key is still listed behind a newer one', () => {
    const old = newKeyLine();
    const token = unsubscribeToken(config(old), mei);
    const rotated = config(`${newKeyLine()}\n${old}`);
    expect(readUnsubscribeToken(rotated, token)).toEqual(mei);
    expect(unsubscribeToken(rotated, mei)).not.toBe(token);
  });

  it('makes the page’s and the one-click addresses, and RFC 8058’s headers', () => {
    const token = unsubscribeToken(keys, mei);
    expect(unsubscribeUrl(keys, mei)).toBe(`https://brigade.example/unsubscribe/${token}`);
    const url = oneClickUrl(keys, mei);
    expect(url).toBe(`https://brigade.example/pro-api/public/unsubscribe/${token}`);
    expect(listUnsubscribeHeaders(url)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('a keyring’s signatures', () => {
  const keyring = new SecretKeyring(parseKeyLines(newKeyLine()));

  it('are bound to their purpose and are no seal', () => {
    const signed = keyring.sign('12.3456.email', 'unsubscribe');
    expect(keyring.verify(signed, '12.3456.email', 'unsubscribe')).toBe(true);
    expect(keyring.verify(signed, '12.3456.email', 'another purpose')).toBe(false);
    expect(keyring.verify(signed, '12.3456.sms', 'unsubscribe')).toBe(false);
    expect(keyring.verify('nodot', '12.3456.email', 'unsubscribe')).toBe(false);
  });
});

describe('an opt-out’s phone number', () => {
  it('is compared as the international digits, without spaces, signs or the 00 prefix', () => {
    expect(internationalDigits('+852 9123 4567')).toBe('85291234567');
    expect(internationalDigits('00852-9123-4567')).toBe('85291234567');
    expect(internationalDigits('85291234567')).toBe('85291234567');
  });
});
