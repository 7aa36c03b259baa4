import { newKeyLine, parseKeyLines, SecretKeyring } from '../../../../engine/server/secrets/secret-keyring';
import { maskSecret } from '../../../../engine/server/secrets/secret-mask';

const PLACE = 'paymentGateway.secretKey';

describe('the secret keyring', () => {
  const line = newKeyLine(new Date('2026-11-24T00:00:00Z'));
  const keyring = new SecretKeyring(parseKeyLines(line));

  it('makes key lines of a dated id and 32 random bytes', () => {
    expect(line).toMatch(/^k20261124[0-9a-f]{4}:[A-Za-z0-9+/]{43}=$/);
    expect(newKeyLine()).not.toBe(newKeyLine());
  });

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = keyring.seal('sk_live_51Habc', PLACE);
    expect(sealed).toMatch(/^v1\.k20261124[0-9a-f]{4}\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('sk_live');
    expect(keyring.seal('sk_live_51Habc', PLACE)).not.toBe(sealed);
    expect(keyring.open(sealed, PLACE)).toBe('sk_live_51Habc');
    expect(keyring.open(keyring.seal('密鑰 🔑', PLACE), PLACE)).toBe('密鑰 🔑');
  });

  it('refuses a value moved to another place, altered, or sealed with a key it does not list', () => {
    const sealed = keyring.seal('sk_live_51Habc', PLACE);
    expect(() => keyring.open(sealed, 'paymentGateway.webhookSecret')).toThrow();
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    expect(() => keyring.open(`${sealed.slice(0, -2)}${last}${sealed.at(-1) ?? ''}`, PLACE)).toThrow();
    const other = new SecretKeyring(parseKeyLines(newKeyLine()));
    expect(() => other.open(sealed, PLACE)).toThrow(/no longer lists/);
    expect(() => keyring.open('sk_live_51Habc', PLACE)).toThrow(/is not sealed/);
  });

  it('seals with the first key and opens with any listed one', () => {
    const newer = newKeyLine();
    const both = new SecretKeyring(parseKeyLines(`${newer},${line}`));
    const old = keyring.seal('whsec_x', PLACE);
    expect(both.open(old, PLACE)).toBe('whsec_x');
    expect(SecretKeyring.keyIdOf(both.seal('whsec_x', PLACE))).toBe(newer.split(':')[0]);
    expect(SecretKeyring.keyIdOf(old)).toBe(line.split(':')[0]);
  });

  it('refuses a malformed SECRET_KEYS without repeating the key', () => {
    expect(() => parseKeyLines('')).toThrow('SECRET_KEYS holds no key');
    expect(() => parseKeyLines('k1:c2hvcnQ=')).toThrow(/entry 1 must be "id:key"/);
    expect(() => parseKeyLines('k1:c2hvcnQ=')).not.toThrow(/c2hvcnQ/);
    expect(() => parseKeyLines(`${line},${line}`)).toThrow('SECRET_KEYS repeats a key id');
    expect(parseKeyLines(`# rotated 2026-11\n${line}\n`)).toHaveLength(1);
  });
});

describe('a secret mask', () => {
  it.each([
    ['sk_live_51HxYzAbCdEfGhIjKlMn4242', 'sk_live_••••4242'],
    ['whsec_4f9Q2mZ7xK1pR8tW3vB6nC0dE5gH', 'whsec_••••E5gH'],
    ['pk_test_TYooMQauvdEDq54NiTphI7jx', 'pk_test_••••I7jx'],
    ['0123456789abcdefXYZW', '••••XYZW'],
    ['short_key', 'short_••••'],
    ['12345678', '••••'],
  ])('shows %s as %s', (plain, mask) => {
    expect(maskSecret(plain)).toBe(mask);
  });
});
