// Field labels are stored as they read inside a sentence ("Please enter username", fields.json);
// standing alone as a label they start with a capital. Chinese has no case, so it is unchanged.
export function asLabel(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
