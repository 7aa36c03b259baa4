// A Content-Disposition that saves a download under its name in every browser (RFC 6266): a plain
// ASCII fallback, and the name itself percent-encoded in UTF-8 for names in Chinese.
export function attachment(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
