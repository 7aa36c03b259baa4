// The engine's table of envelope status codes. Business failures answer HTTP 200 with their own code;
// transport failures keep their HTTP code as both the HTTP status and the envelope status.
// Each code names its message key in locales/<lang>/status.json. Listed in docs/api.md.
// The application declares its own codes with `defineStatuses`, which keeps the two tables one.

export interface StatusEntry {
  code: number;
  key: string;
  http: number;
}

export const Status = {
  ok: { code: 0, key: 'ok', http: 200 },
  invalidInput: { code: 1, key: 'invalidInput', http: 200 },
  notFound: { code: 2, key: 'notFound', http: 200 },
  forbidden: { code: 3, key: 'forbidden', http: 200 },
  sessionExpired: { code: 4, key: 'sessionExpired', http: 200 },
  staleVersion: { code: 5, key: 'staleVersion', http: 200 },
  duplicate: { code: 6, key: 'duplicate', http: 200 },
  referenced: { code: 7, key: 'referenced', http: 200 },
  invalidTransition: { code: 8, key: 'invalidTransition', http: 200 },
  insufficientFunds: { code: 9, key: 'insufficientFunds', http: 200 },
  keyReused: { code: 10, key: 'keyReused', http: 200 },
  badRequest: { code: 400, key: 'badRequest', http: 400 },
  malformedJson: { code: 400, key: 'malformedJson', http: 400 },
  jsonTooDeep: { code: 400, key: 'jsonTooDeep', http: 400 },
  routeNotFound: { code: 404, key: 'routeNotFound', http: 404 },
  methodNotAllowed: { code: 405, key: 'methodNotAllowed', http: 405 },
  requestTimeout: { code: 408, key: 'requestTimeout', http: 408 },
  payloadTooLarge: { code: 413, key: 'payloadTooLarge', http: 413 },
  uriTooLong: { code: 414, key: 'uriTooLong', http: 414 },
  fileTooLarge: { code: 413, key: 'fileTooLarge', http: 413 },
  unsupportedMediaType: { code: 415, key: 'unsupportedMediaType', http: 415 },
  headersTooLarge: { code: 431, key: 'headersTooLarge', http: 431 },
  tooManyRequests: { code: 429, key: 'tooManyRequests', http: 429 },
  internal: { code: 500, key: 'internal', http: 500 },
  unavailable: { code: 503, key: 'unavailable', http: 503 },
} as const satisfies Record<string, StatusEntry>;

export type StatusName = keyof typeof Status;

/**
 * The application's own status codes, checked against the engine's when the module declaring them
 * loads (on the server and in the browser alike): a key names one message, a business code (HTTP
 * 200) means one failure, and a transport code is its HTTP code. Entries are then thrown and read
 * like the engine's: `new BusinessError(entry)`, `envelope.status === entry.code`.
 */
export function defineStatuses<T extends Record<string, StatusEntry>>(own: T): T {
  const taken = Object.values<StatusEntry>(Status);
  for (const entry of Object.values(own)) {
    const clash = taken.find(
      (other) => other.key === entry.key || (entry.http === 200 && other.code === entry.code),
    );
    if (clash) throw new Error(`status ${entry.key} (${entry.code}) repeats ${clash.key} (${clash.code})`);
    if (entry.http !== 200 && entry.code !== entry.http)
      throw new Error(`status ${entry.key}: a transport failure's code is its HTTP code (${entry.http})`);
    taken.push(entry);
  }
  return own;
}
