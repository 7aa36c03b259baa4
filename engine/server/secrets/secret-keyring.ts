// The keys encrypted fields are sealed with (docs/architecture.md "Encrypted fields"). SECRET_KEYS
// lists them as `id:base64` pairs, newest first: new values are sealed with the first, and a value
// sealed with any listed key still opens, so a key is rotated by putting a new one in front,
// re-sealing (`npm run secrets:rotate`) and only then dropping the old one.
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
// A sealed value: `v1.<key id>.<iv>.<ciphertext and tag>`, both base64url.
const SEALED = /^v1\.([A-Za-z0-9_-]{1,32})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/;

export interface SecretKey {
  id: string;
  key: Buffer;
}

/** A fresh key line for SECRET_KEYS: an id of the day and 256 random bits. */
export function newKeyLine(now = new Date()): string {
  const id = `k${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(2).toString('hex')}`;
  return `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;
}

/** Reads SECRET_KEYS; a malformed entry stops the start, naming the variable but never the key. */
export function parseKeyLines(text: string, source = 'SECRET_KEYS'): SecretKey[] {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '' && !entry.startsWith('#'));
  if (entries.length === 0) throw new Error(`${source} holds no key`);
  const keys = entries.map((entry, i) => {
    const colon = entry.indexOf(':');
    const id = entry.slice(0, colon);
    const key = Buffer.from(entry.slice(colon + 1), 'base64');
    if (colon < 0 || !KEY_ID.test(id) || key.length !== KEY_BYTES)
      throw new Error(
        `${source} entry ${i + 1} must be "id:key", the id letters, digits, - or _ and the key 32 bytes in base64`,
      );
    return { id, key };
  });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) throw new Error(`${source} repeats a key id`);
  return keys;
}

/** Seals and opens encrypted fields' values with AES-256-GCM, bound to where they are kept. */
export class SecretKeyring {
  private readonly byId: Map<string, Buffer>;

  constructor(private readonly keys: readonly SecretKey[]) {
    if (keys.length === 0) throw new Error('a keyring needs at least one key');
    this.byId = new Map(keys.map((entry) => [entry.id, entry.key]));
  }

  /** The key new values are sealed with. */
  get currentId(): string {
    return (this.keys[0] as SecretKey).id;
  }

  /**
   * `plain` sealed with the current key. `place` (resource and field) is authenticated with it, so
   * a sealed value copied into another field or resource does not open there.
   */
  seal(plain: string, place: string): string {
    const { id, key } = this.keys[0] as SecretKey;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(place, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `v1.${id}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
  }

  /** The plain value; throws when the value was not sealed here, by a listed key, for this place. */
  open(sealed: string, place: string): string {
    const parts = SEALED.exec(sealed);
    if (!parts) throw new Error(`a value of ${place} is not sealed`);
    const [, id = '', iv = '', body = ''] = parts;
    const key = this.byId.get(id);
    if (!key)
      throw new Error(`a value of ${place} is sealed with key "${id}", which SECRET_KEYS no longer lists`);
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(place, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }

  /**
   * `message` signed for `purpose` (HMAC-SHA256, `<key id>.<mac>`, base64url): a public link that must
   * keep working without a stored token (a marketing mail's unsubscribe). Each purpose gets its own
   * key derived from the current one, so a signature never doubles as another's, nor as a seal.
   */
  sign(message: string, purpose: string): string {
    const { id, key } = this.keys[0] as SecretKey;
    return `${id}.${signature(key, message, purpose).toString('base64url')}`;
  }

  /** Whether `signed` is `message`'s signature for `purpose` by a listed key, compared in constant time. */
  verify(signed: string, message: string, purpose: string): boolean {
    const dot = signed.indexOf('.');
    const key = this.byId.get(signed.slice(0, dot));
    if (dot < 0 || !key) return false;
    const given = Buffer.from(signed.slice(dot + 1), 'base64url');
    const expected = signature(key, message, purpose);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The id of the key a sealed value was sealed with (rotation re-seals the others). */
  static keyIdOf(sealed: string): string | undefined {
    return SEALED.exec(sealed)?.[1];
  }
}

function signature(key: Buffer, message: string, purpose: string): Buffer {
  const derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `sign:${purpose}`, KEY_BYTES));
  return createHmac('sha256', derived).update(message, 'utf8').digest();
}
