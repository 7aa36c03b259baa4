// A posting request as the ledger's SQL takes it (server/migrations/0036_ledger.sql ledger_post),
// checked against the declaration first: a request that breaks a rule is a programming error of
// the module that built it, found before any row is locked. The digest names what was asked, so the
// same key with another request is told apart from a replay.
import { createHash } from 'node:crypto';
import type { JsonSchema } from '../route-schema';
import { isUnstorableText } from '../unstorable-text';
import type { LedgerAccountKind, LedgerDeclaration, LedgerUnit } from './ledger-declaration';

export interface LedgerPosting<Account extends string = string> {
  account: Account;
  /** The member whose account it is; absent for the company's own. */
  member?: number;
  /** In the account's unit (cents, points, credits): positive adds, negative takes. */
  amount: number;
  /** The history's type, one of the declaration's for the account's unit. */
  type: string;
  /** A credit to an account in lots: when its lot expires (none: never). */
  expiresAt?: Date | null;
}

/** Who caused a transaction: a member of staff, a point-of-sale device, the member himself. */
export interface LedgerCause {
  user?: number;
  device?: number;
  member?: number;
}

export interface LedgerRequest<Account extends string = string> {
  companyId: number;
  /** Unique per company: the same key again answers the first outcome and moves nothing. */
  key: string;
  postings: readonly LedgerPosting<Account>[];
  by?: LedgerCause;
  /** What it is about, as the posting module names it (an order's id). */
  source?: { kind: string; id: string };
  /** A restaurant edit's reason, as its author wrote it. */
  reason?: string;
}

// A caller's 200 characters, and the prefix of the call that takes them (`pos:12:`).
const MAX_CALLER_KEY_LENGTH = 200;
const MAX_KEY_LENGTH = 240;

/** A route's idempotency key as a caller sends it: 1 to 200 characters, not starting with `#`. */
export const callerKeySchema = (title: string): JsonSchema => ({
  type: 'string',
  minLength: 1,
  maxLength: MAX_CALLER_KEY_LENGTH,
  pattern: '^[^#]',
  title,
});

/**
 * Whether an idempotency key can be kept: 1 to 240 storable characters, not starting with
 * `#`, which the ledger's own keys (expiry) start with so no caller can take one first.
 */
export const isLedgerKey = (key: string): boolean =>
  key.length >= 1 && key.length <= MAX_KEY_LENGTH && !key.startsWith('#') && !isUnstorableText(key);

interface SqlPosting {
  kind: string;
  /** 0 for the company's own account. */
  member: number;
  unit: LedgerUnit;
  floor: 0 | null;
  lots: boolean;
  type: string;
  amount: number;
  expiresAt: string | null;
}

function sqlPosting(declaration: LedgerDeclaration, posting: LedgerPosting): SqlPosting {
  const kind = declaration.accounts[posting.account] as LedgerAccountKind | undefined;
  const where = `ledger posting to "${posting.account}"`;
  if (!kind) throw new Error(`${where}: no such account`);
  if ((kind.holder === 'member') !== (posting.member !== undefined))
    throw new Error(`${where}: a member's account names its member, the company's none`);
  if (posting.member !== undefined && !(Number.isSafeInteger(posting.member) && posting.member > 0))
    throw new Error(`${where}: the member is no record id`);
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0)
    throw new Error(`${where}: the amount must be a whole number other than 0`);
  if (!declaration.types[kind.unit].includes(posting.type))
    throw new Error(`${where}: "${posting.type}" is not a type of ${kind.unit}`);
  if (posting.expiresAt && !(kind.lots && posting.amount > 0))
    throw new Error(`${where}: only a credit to an account in lots expires`);
  return {
    kind: posting.account,
    member: posting.member ?? 0,
    unit: kind.unit,
    floor: kind.floor,
    lots: kind.lots ?? false,
    type: posting.type,
    amount: posting.amount,
    expiresAt: posting.expiresAt?.toISOString() ?? null,
  };
}

/** The request's JSON for ledger_post, with its digest; throws on one that breaks a rule. */
export function ledgerRequestJson(
  declaration: LedgerDeclaration,
  request: LedgerRequest,
  reverses: number | null,
): Record<string, unknown> {
  if (!isLedgerKey(request.key)) throw new Error(`ledger key "${request.key}" cannot be kept`);
  const postings = request.postings
    .map((posting) => sqlPosting(declaration, posting))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.member - b.member);
  if (postings.length === 0) throw new Error('a ledger transaction moves at least one account');
  const accounts = new Set(postings.map(({ kind, member }) => `${kind}/${member}`));
  if (accounts.size < postings.length) throw new Error('a ledger transaction moves each account once');
  const sums = new Map<LedgerUnit, number>();
  for (const { unit, amount } of postings) sums.set(unit, (sums.get(unit) ?? 0) + amount);
  for (const [unit, sum] of sums)
    if (sum !== 0) throw new Error(`a ledger transaction's ${unit} must sum to zero, not ${sum}`);
  const asked = { postings, reverses, source: request.source ?? null, reason: request.reason ?? null };
  return {
    hash: createHash('sha256').update(JSON.stringify(asked)).digest('base64url'),
    postings,
    reverses,
    byUser: request.by?.user ?? null,
    byDevice: request.by?.device ?? null,
    byMember: request.by?.member ?? null,
    sourceKind: request.source?.kind ?? null,
    sourceId: request.source?.id ?? null,
    reason: request.reason ?? null,
  };
}
