// Authorizing a point-of-sale provider (core spec §2.1 /clover_authorization_result, issue 11 item 6):
// what the server's calls and the result page share.

/** The providers a company may authorize; the migration's CHECK lists the same. */
export const POS_PROVIDERS = ['clover'] as const;
export type PosProvider = (typeof POS_PROVIDERS)[number];

/** Where each provider sends the browser back after its authorize page: a public page. */
export const POS_RESULT_PAGES: Record<PosProvider, string> = {
  clover: '/clover_authorization_result',
};

/** How long a started authorization waits for the provider's answer. */
export const POS_STATE_VALID_MINUTES = 15;

/** What the provider puts in the return address's query, as the result page forwards it. */
export const POS_ANSWER_KEYS = [
  'state',
  'merchant_id',
  'client_id',
  'code',
  'error',
  'error_description',
] as const;
export type PosAnswer = Partial<Record<(typeof POS_ANSWER_KEYS)[number], string>>;

export type PosOutcome = 'authorized' | 'refused';

/** POST /pos/authorization/start. */
export interface PosAuthorizationStart {
  state: string;
  /** The provider's authorize page with our app id, the return address and the state. */
  authorizeUrl: string;
}

/** POST /pos/authorization/result: what was recorded, for the page to tell. */
export interface PosAuthorizationResult {
  outcome: PosOutcome;
  provider: PosProvider;
  /** The provider's reason for a refusal. */
  reason?: string;
  /** The company the authorization is for, in the reader's language. */
  companyName: string;
}

/** GET /pos/authorization: a company's latest answer from one provider. */
export interface PosAuthorizationStanding {
  provider: PosProvider;
  outcome: PosOutcome;
  merchantId: string | null;
  reason: string | null;
  answeredAt: string;
}
