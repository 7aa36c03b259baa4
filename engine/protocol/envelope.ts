// The one answer shape of every /pro-api call, shared by the server that writes it and the client
// that reads it (ARCHITECTURE.md "API conventions").

export interface FieldError {
  field: string;
  msg: string;
  msgEn: string;
}

export interface Envelope<T = unknown> {
  status: number;
  msg: string;
  msgEn: string;
  data: T;
  count?: number;
  /** false when `count` is a list's count limit and more records than that match. */
  countExact?: boolean;
  errors?: FieldError[];
}

export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    'data' in value
  );
}
