// Reading a platform's JSON, which arrives as `unknown` (a webhook anyone can post, an answer we did
// not write), shared by the adapters: each reader checks one value and throws `Unreadable` naming it,
// which the adapter turns into an outcome an operator can follow, never a crash.
export type JsonObject = Record<string, unknown>;

/** A payload value that is missing or of the wrong kind; caught where the payload is read. */
export class Unreadable extends Error {}

/** Gives up reading, saying why. */
export const unreadable = (why: string): never => {
  throw new Unreadable(why);
};

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON of a webhook's raw body. */
export function jsonOf(raw: Buffer | string): unknown {
  try {
    return JSON.parse(raw.toString()) as unknown;
  } catch {
    return unreadable('the body is not JSON');
  }
}

/** The value's fields, or none when it is not an object (an error body we only glean words from). */
export const fieldsOf = (value: unknown): JsonObject => (isJsonObject(value) ? value : {});

export const objectOf = (value: unknown, what: string): JsonObject =>
  isJsonObject(value) ? value : unreadable(`${what} is not an object`);

export const listOf = (value: unknown, what: string): unknown[] =>
  Array.isArray(value) ? value : unreadable(`${what} is not a list`);

/** A list the platform may leave out or send as null: absent reads as empty. */
export const optionalListOf = (value: unknown, what: string): unknown[] =>
  value === undefined || value === null ? [] : listOf(value, what);

/** A text that may be absent, empty or blank. */
export const optionalText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;
