// The letters an avatar shows for a name (core spec §2.4 "avatar"): the first letter of the first
// and last words of a Latin name. A Chinese name shows none (a person icon instead), as Fluent UI's
// own avatar does, since its "initials" would be a whole given name.
const CJK = /[\u3040-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uAC00-\uD7AF]/;

export function initialsOf(name: string): string {
  if (CJK.test(name)) return '';
  const words = name
    .replace(/[([{][^)\]}]*[)\]}]?/g, ' ')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? String.fromCodePoint(word.codePointAt(0) ?? 0) : ''))
    .join('')
    .toUpperCase();
}
