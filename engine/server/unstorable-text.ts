// PostgreSQL stores neither a NUL character nor half of a UTF-16 surrogate pair (jsonb and text
// refuse both), and no person types one: such a string in a request is refused as input, naming
// the field, before any query could fail on it (issue 10 item 1).

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/** Whether a parsed JSON value holds such a string, as a value or as a key, at any depth. */
function holdsUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  if (Array.isArray(value)) return value.some(holdsUnstorable);
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, inner]) => isUnstorableText(key) || holdsUnstorable(inner));
  return false;
}

/**
 * The top-level field of a request part (a body, a query, the path's parameters) that holds an
 * unstorable string, or undefined when none does. A part that is not an object is named ''.
 */
export function unstorableField(part: unknown): string | undefined {
  if (typeof part !== 'object' || part === null || Array.isArray(part))
    return holdsUnstorable(part) ? '' : undefined;
  for (const [key, value] of Object.entries(part)) {
    if (isUnstorableText(key) || holdsUnstorable(value)) return key;
  }
  return undefined;
}
