// Brigade answers business failures with HTTP 200 and a non-zero envelope status, so an HTTP
// status alone cannot tell a benchmark that its requests succeeded; the body must be read.

export interface Envelope {
  status: number;
  msgEn?: string;
  data?: unknown;
}

export function parseEnvelope(body: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && typeof (value as Envelope).status === 'number')
      return value as Envelope;
  } catch {
    // Not JSON: not an envelope.
  }
  return undefined;
}

/** True for a success envelope (`status` 0); the check autocannon runs on every response. */
export function isOkEnvelope(body: string): boolean {
  return parseEnvelope(body)?.status === 0;
}
