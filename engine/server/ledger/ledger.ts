// The ledger of stored value and points (docs/schemas.md "The ledger", ARCHITECTURE.md "Money,
// points and messages"): the one way money and points move. A module declares its accounts once
// and posts transactions through this; the SQL it calls (0036_ledger.sql) locks, checks and writes
// in one round trip, and its triggers refuse anything that would break double entry.
import { Status } from '../../protocol/status';
import { BusinessError } from '../business-error';
import type { Database, Queryable } from '../db/database';
import { PostingBatches } from './ledger-batches';
import { checkLedgerDeclaration, type LedgerDeclaration, type LedgerUnit } from './ledger-declaration';
import { ledgerAnswer } from './ledger-failures';
import { ledgerHistory, type LedgerHistoryPage } from './ledger-history';
import type { PostedTransaction } from './ledger-outcome';
import { ledgerRequestJson, type LedgerPosting, type LedgerRequest } from './ledger-request';
import {
  sourceMoves,
  unreversedKeys,
  type LedgerSource,
  type SourceMoves,
  type UnreversedTransaction,
} from './ledger-sources';

/** A transaction taken back whole (a refund): every entry of the one under `reverses`, negated. */
export interface LedgerReversal extends Omit<LedgerRequest, 'postings'> {
  /** The key of the transaction taken back. */
  reverses: string;
  /** The type of the reversing entries in each unit the original moved ("refund"). */
  types: Partial<Record<LedgerUnit, string>>;
}

interface OriginalEntry {
  id: string;
  kind: string;
  member: number | null;
  unit: LedgerUnit;
  amount: string;
}

export class Ledger<Account extends string = string> {
  /** Each database's batches of waiting postings (postTogether). */
  readonly #batches = new WeakMap<Database, PostingBatches>();

  constructor(readonly declaration: LedgerDeclaration<Account>) {
    checkLedgerDeclaration(declaration);
  }

  /** Posts a transaction, or answers the first outcome of its key; refused when an account would go below its floor. */
  post(q: Queryable, request: LedgerRequest<Account>): Promise<PostedTransaction> {
    return this.#post(q, request, null);
  }

  /**
   * Posts as `post` does, with the company's other requests that wait meanwhile in one database
   * transaction (ledger-batches.ts): for a pool's calls where many tills move the same accounts.
   * A request moving an account in lots is posted alone.
   */
  postTogether(db: Database, request: LedgerRequest<Account>): Promise<PostedTransaction> {
    const json = ledgerRequestJson(this.declaration, request, null);
    if (request.postings.some(({ account }) => this.declaration.accounts[account].lots))
      return this.#postJson(db, request.companyId, request.key, json);
    let batches = this.#batches.get(db);
    if (!batches) {
      batches = new PostingBatches(db, (companyId, key, asked) => this.#postJson(db, companyId, key, asked));
      this.#batches.set(db, batches);
    }
    return batches.post(request.companyId, request.key, json);
  }

  /**
   * Takes a transaction back whole: points it took return to the lots they came from, points it
   * gave are taken from the lot it made first. Once per transaction; its own key makes it replayable.
   */
  async reverse(q: Queryable, reversal: LedgerReversal): Promise<PostedTransaction> {
    const { rows } = await q.query<OriginalEntry>(
      `SELECT t.id, a.kind, nullif(a.member_id, 0) AS member, e.unit, e.amount
       FROM ledger_transaction t
       JOIN ledger_entry e ON e.company_id = t.company_id AND e.transaction_id = t.id
       JOIN ledger_account a ON a.company_id = e.company_id AND a.id = e.account_id
       WHERE t.company_id = $1 AND t.idempotency_key = $2`,
      [reversal.companyId, reversal.reverses],
    );
    if (rows.length === 0) throw new BusinessError(Status.notFound);
    const postings = rows.map((entry): LedgerPosting<Account> => {
      const type = reversal.types[entry.unit];
      if (!type) throw new Error(`a reversal names no type for ${entry.unit}`);
      return {
        account: entry.kind as Account,
        ...(entry.member === null ? {} : { member: entry.member }),
        amount: -Number(entry.amount),
        type,
      };
    });
    return this.#post(q, { ...reversal, postings }, Number((rows[0] as OriginalEntry).id));
  }

  /**
   * Expires a company's due lots, of at most `limit` lots' accounts (all their due lots), against
   * the declaration's expiry account. Answers how many lots it expired: 0 once none is due. With a
   * `shard`, only the accounts whose id leaves remainder `index` by `of`, against that shard's part
   * of the expiry account, so runs of the other shards (with the same `of`) go side by side.
   */
  async expireDue(
    q: Queryable,
    companyId: number,
    now: Date,
    limit: number,
    shard: { index: number; of: number } = { index: 0, of: 1 },
  ): Promise<number> {
    const { expiry } = this.declaration;
    if (!expiry) throw new Error('this ledger declares no expiry');
    const { index, of } = shard;
    if (!(Number.isInteger(index) && Number.isInteger(of) && index >= 0 && index < of))
      throw new Error(`no shard ${index} of ${of}`);
    const { rows } = await q.query<{ expired: number }>(
      'SELECT ledger_expire_due($1, $2, $3, $4, $5, $6, $7) AS expired',
      [companyId, now.toISOString(), limit, expiry.account, expiry.type, shard.index, shard.of],
      { writes: true },
    );
    return (rows[0] as { expired: number }).expired;
  }

  /** The companies with lots past their expiry at `now`: those an expiry run has work in. */
  async companiesWithDueLots(q: Queryable, now: Date): Promise<number[]> {
    const { rows } = await q.query<{ id: number }>(
      `SELECT c.id FROM res_company c WHERE EXISTS (
         SELECT 1 FROM ledger_lot l WHERE l.company_id = c.id AND l.remaining > 0 AND l.expires_at <= $1)`,
      [now.toISOString()],
    );
    return rows.map(({ id }) => id);
  }

  /** A member's accounts as they stand, by kind (an account never moved holds 0 and is absent). */
  async holdings(q: Queryable, companyId: number, member: number): Promise<Partial<Record<Account, number>>> {
    const { rows } = await q.query<{ kind: Account; balance: string }>(
      'SELECT kind, balance FROM ledger_account WHERE company_id = $1 AND member_id = $2',
      [companyId, member],
    );
    return Object.fromEntries(rows.map(({ kind, balance }) => [kind, Number(balance)])) as Partial<
      Record<Account, number>
    >;
  }

  /** A page of a member's history in `account`, newest first (ledger-history.ts). */
  history(
    q: Queryable,
    companyId: number,
    account: Account,
    member: number,
    page: { limit: number; offset: number },
  ): Promise<LedgerHistoryPage> {
    return ledgerHistory(q, companyId, { kind: account, member }, page);
  }

  /**
   * What members of `account` may spend now, by member: in lots, what their lots not yet past
   * expiry hold (an expired lot waits for the expiry run); else the balance above the floor.
   */
  async spendable(
    q: Queryable,
    companyId: number,
    account: Account,
    members: readonly number[],
  ): Promise<Map<number, number>> {
    const { rows } = await q.query<{ member: number; spendable: string }>(
      `SELECT a.member_id AS member, CASE WHEN a.lots THEN
                (SELECT coalesce(sum(l.remaining), 0) FROM ledger_lot l
                  WHERE l.company_id = a.company_id AND l.account_id = a.id AND l.remaining > 0
                    AND (l.expires_at IS NULL OR l.expires_at > now()))
              ELSE a.balance - coalesce(a.floor, 0) END AS spendable
         FROM ledger_account a WHERE a.company_id = $1 AND a.kind = $2 AND a.member_id = ANY($3::int[])`,
      [companyId, account, [...new Set(members)]],
    );
    return new Map(rows.map(({ member, spendable }) => [member, Number(spendable)]));
  }

  /** What each source's transactions moved on `account`, by member (ledger-sources.ts). */
  sourceMoves(
    q: Queryable,
    companyId: number,
    source: LedgerSource,
    account: Account,
  ): Promise<Map<string, SourceMoves>> {
    return sourceMoves(q, companyId, source, account);
  }

  /** The sources' transactions neither taking one back nor taken back, to be reversed with them. */
  unreversed(q: Queryable, companyId: number, source: LedgerSource): Promise<UnreversedTransaction[]> {
    return unreversedKeys(q, companyId, source);
  }

  #post(q: Queryable, request: LedgerRequest<Account>, reverses: number | null): Promise<PostedTransaction> {
    return this.#postJson(
      q,
      request.companyId,
      request.key,
      ledgerRequestJson(this.declaration, request, reverses),
    );
  }

  async #postJson(
    q: Queryable,
    companyId: number,
    key: string,
    json: Record<string, unknown>,
  ): Promise<PostedTransaction> {
    const { rows } = await ledgerAnswer(() =>
      q.query<{ outcome: PostedTransaction }>(
        'SELECT ledger_post($1, $2, $3::jsonb) AS outcome',
        [companyId, key, JSON.stringify(json)],
        { prepared: true, writes: true },
      ),
    );
    return (rows[0] as { outcome: PostedTransaction }).outcome;
  }
}
