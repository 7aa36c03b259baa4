// A text the server hands over either as a translation key (`ns:key`: a job's reason, a download
// task's title) or as words to show as they are (a provider's own message).
const KEY = /^[a-z][a-zA-Z-]*:[a-zA-Z0-9_.]+$/;

/** The key's namespace, which a screen loads before it translates; undefined for plain words. */
export function keyNamespace(text: string | null | undefined): string | undefined {
  return text && KEY.test(text) ? text.split(':')[0] : undefined;
}

/** The text as a person reads it: a key translated, plain words as they are. */
export function shownText(t: (key: string) => string, text: string): string {
  return keyNamespace(text) ? t(text) : text;
}
