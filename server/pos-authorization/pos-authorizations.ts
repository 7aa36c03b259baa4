// The rows of pos_authorization (migrations/0010): a started authorization keeps its state's SHA-256
// until the provider answers, once. The state travels through the provider's pages and back only.
import type { Queryable } from '../../engine/server';
import {
  POS_STATE_VALID_MINUTES,
  type PosAuthorizationStanding,
  type PosOutcome,
  type PosProvider,
} from '../../protocol/pos-authorization';
import { hashToken, newToken } from '../auth/tokens';

export interface PendingAuthorization {
  id: number;
  companyId: number;
  provider: PosProvider;
  /** The company manager who started it. */
  requestedBy: number;
}

/** What the provider answered: an authorization names its merchant, a refusal its reason. */
export interface ProviderAnswer {
  outcome: PosOutcome;
  merchantId: string | null;
  reason: string | null;
}

/** Stores a new authorization of `provider` for the company and answers its state. */
export async function startAuthorization(
  db: Queryable,
  { companyId, provider, requestedBy }: Omit<PendingAuthorization, 'id'>,
): Promise<string> {
  const state = newToken();
  await db.query(
    `INSERT INTO pos_authorization (company_id, provider, state_hash, requested_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [companyId, provider, hashToken(state), requestedBy, POS_STATE_VALID_MINUTES],
  );
  return state;
}

/** The authorization a state opens while it awaits its answer; undefined if unknown, answered or expired. */
export async function findPending(db: Queryable, state: string): Promise<PendingAuthorization | undefined> {
  const { rows } = await db.query<PendingAuthorization>(
    `SELECT id, company_id AS "companyId", provider, requested_by AS "requestedBy" FROM pos_authorization
      WHERE state_hash = $1 AND outcome IS NULL AND expires_at > now()`,
    [hashToken(state)],
  );
  return rows[0];
}

/**
 * Records the answer; false when a concurrent call with the same state recorded first (the guard is
 * this one statement's, so a state is answered exactly once) or the state has just expired.
 */
export async function recordAnswer(db: Queryable, id: number, answer: ProviderAnswer): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE pos_authorization SET outcome = $2, provider_merchant_id = $3, reason = $4, answered_at = now()
      WHERE id = $1 AND outcome IS NULL AND expires_at > now()`,
    [id, answer.outcome, answer.merchantId, answer.reason],
  );
  return rowCount === 1;
}

/** The company's latest answer from each provider. */
export async function latestAnswers(db: Queryable, companyId: number): Promise<PosAuthorizationStanding[]> {
  const { rows } = await db.query<Omit<PosAuthorizationStanding, 'answeredAt'> & { answeredAt: Date }>(
    `SELECT DISTINCT ON (provider) provider, outcome, provider_merchant_id AS "merchantId", reason,
            answered_at AS "answeredAt"
       FROM pos_authorization WHERE company_id = $1 AND outcome IS NOT NULL
      ORDER BY provider, answered_at DESC, id DESC`,
    [companyId],
  );
  return rows.map((row) => ({ ...row, answeredAt: row.answeredAt.toISOString() }));
}
