// The one table of envelope status codes. Business failures answer HTTP 200 with their own code;
// transport failures keep their HTTP code as both the HTTP status and the envelope status.
// Each code names its message key in locales/<lang>/status.json. Listed in docs/api.md.

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
  badCredentials: { code: 11, key: 'badCredentials', http: 200 },
  accountLocked: { code: 12, key: 'accountLocked', http: 200 },
  accountDisabled: { code: 13, key: 'accountDisabled', http: 200 },
  linkExpired: { code: 14, key: 'linkExpired', http: 200 },
  noBoundAccount: { code: 15, key: 'noBoundAccount', http: 200 },
  merchantNotApproved: { code: 16, key: 'merchantNotApproved', http: 200 },
  badRequest: { code: 400, key: 'badRequest', http: 400 },
  malformedJson: { code: 400, key: 'malformedJson', http: 400 },
  routeNotFound: { code: 404, key: 'routeNotFound', http: 404 },
  methodNotAllowed: { code: 405, key: 'methodNotAllowed', http: 405 },
  payloadTooLarge: { code: 413, key: 'payloadTooLarge', http: 413 },
  uriTooLong: { code: 414, key: 'uriTooLong', http: 414 },
  fileTooLarge: { code: 413, key: 'fileTooLarge', http: 413 },
  unsupportedMediaType: { code: 415, key: 'unsupportedMediaType', http: 415 },
  tooManyAttempts: { code: 429, key: 'tooManyAttempts', http: 429 },
  tooManyRequests: { code: 429, key: 'tooManyRequests', http: 429 },
  internal: { code: 500, key: 'internal', http: 500 },
  unavailable: { code: 503, key: 'unavailable', http: 503 },
} as const satisfies Record<string, StatusEntry>;

export type StatusName = keyof typeof Status;
