// A JSON body nested tens of thousands of levels deep overflowed the stack of the first reader that
// walks it (the guards' walks, ajv, the resource checks) and was answered HTTP 500. Its depth is
// measured on the raw text first, in one pass that steps over strings, so such a body is refused
// before anything recurses into it (issue 22 item 7).

/**
 * The deepest nesting of objects and arrays a JSON body may have. The deepest body a screen sends
 * (an import's rows holding rows of sub-fields holding lists) is under ten levels; 64 leaves room
 * many times over while every recursive reader stays far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests objects and arrays deeper than `limit`; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      // An escape's next character is never a string's end: skip it.
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(code)) depth -= 1;
  }
  return false;
}
