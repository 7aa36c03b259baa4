// A key that names one request however often it is sent (a retried edit of a member's balance):
// 128 random bits as hex. getRandomValues, since randomUUID exists only on secure pages and a
// restaurant's back office may be served over plain HTTP inside its network.
export function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
