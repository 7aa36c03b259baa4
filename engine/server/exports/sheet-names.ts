// Excel's rules for a sheet's name: at most 31 characters, none of : \ / ? * [ ], no apostrophe at
// either end, not blank, not "History" (Excel keeps it), and unique in the workbook whatever the
// case. A name made from a translated title is fitted to them, never refused.
const MAX_LENGTH = 31;
const FORBIDDEN = /[:\\/?*[\]]/g;

/**
 * The longest start of `name` within `length` UTF-16 units, never splitting a character, and ending
 * on a whole word where the name has spaces and that keeps more than half of it ("Share of orders
 * with a coupon", not "… coupon b").
 */
function cut(name: string, length: number): string {
  let kept = '';
  for (const character of name) {
    if (kept.length + character.length > length) break;
    kept += character;
  }
  if (kept.length === name.length || /\s/.test(name.charAt(kept.length))) return kept;
  const space = kept.lastIndexOf(' ');
  return space > length / 2 ? kept.slice(0, space) : kept;
}

const trimmed = (name: string) => name.replace(/^[\s']+|[\s']+$/g, '');

/** Each name made valid and distinct from those before it, in order; a blank one is `Sheet N`. */
export function sheetNames(wanted: readonly string[]): string[] {
  const taken = new Set<string>(['history']);
  return wanted.map((name, index) => {
    const base = trimmed(cut(trimmed(name.replace(FORBIDDEN, ' ')), MAX_LENGTH)) || `Sheet ${index + 1}`;
    let unique = base;
    for (let copy = 2; taken.has(unique.toLowerCase()); copy += 1) {
      const suffix = ` (${copy})`;
      unique = `${trimmed(cut(base, MAX_LENGTH - suffix.length))}${suffix}`;
    }
    taken.add(unique.toLowerCase());
    return unique;
  });
}
