// The ids and codes an order names must be the key's company's own live records: a point of sale
// sending another company's dish, server or reason is refused on that field, so no figure of one
// tenant ever points into another's. A batch is looked up with one query per kind of record.
import type { Queryable, SystemRecords } from '../../engine/server';
import type { CouponCodeSource } from './order-coupon-codes';
import { ProblemList, type IngestProblem } from './ingest-problems';
import type { CheckedOrder } from './pos-order-check';

// The resource each kind of reference names: servers are the waiter accounts among all accounts.
const KINDS = {
  dish: 'dish',
  // A combo line sells a set meal (comboDish), the priced item; combo groups are its parts.
  combo: 'comboDish',
  category: 'category',
  scene: 'scene',
  server: 'waiter',
  paymentMethod: 'paymentMethod',
  reason: 'orderOperationReason',
  member: 'member',
} as const;
export type ReferenceKind = keyof typeof KINDS;

interface Reference {
  kind: ReferenceKind;
  id: number;
  /** The order's place in the batch's list of checked orders. */
  order: number;
  path: string;
}

/** Every id the order at `path` names, with the field that names it. */
function referencesOf({ order }: CheckedOrder, index: number, path: string): Reference[] {
  const found: Reference[] = [];
  const add = (kind: ReferenceKind, id: number | undefined, field: string) => {
    if (id !== undefined) found.push({ kind, id, order: index, path: `${path}.${field}` });
  };
  add('scene', order.sceneId, 'sceneId');
  add('server', order.serverId, 'serverId');
  add('member', order.memberId, 'memberId');
  order.lines.forEach((line, n) => {
    if (line.kind !== 'custom') add(line.kind, line.itemId, `lines[${n}].itemId`);
    add('category', line.categoryId, `lines[${n}].categoryId`);
    add('reason', line.deleted?.reasonId, `lines[${n}].deleted.reasonId`);
  });
  order.payments.forEach((payment, n) => {
    add('paymentMethod', payment.methodId, `payments[${n}].methodId`);
    add('reason', payment.refund?.reasonId, `payments[${n}].refund.reasonId`);
  });
  order.operations.forEach((operation, n) => {
    add('reason', operation.reasonId, `operations[${n}].reasonId`);
    add('server', operation.serverId, `operations[${n}].serverId`);
  });
  return found;
}

/** Which of `ids` are live records of the company of that kind. */
export function existingIds(
  records: SystemRecords,
  companyId: number,
  kind: ReferenceKind,
  ids: readonly number[],
): Promise<Set<number>> {
  return records.existing(KINDS[kind], ids, { companyId });
}

/** The printed codes' coupons: a code names the coupon it was generated for. */
const printedCodes: CouponCodeSource = async (db, companyId, codes) => {
  const { rows } = await db.query<{ code: string; couponId: number }>(
    `SELECT code, coupon_id AS "couponId" FROM coupon_code WHERE company_id = $1 AND code = ANY($2::text[])`,
    [companyId, codes],
  );
  return new Map(rows.map((row) => [row.code, row.couponId]));
};

/** The company's live coupons of the codes named, by code, from the printed codes and `sources`. */
async function couponsByCode(
  db: Queryable,
  records: SystemRecords,
  companyId: number,
  codes: string[],
  sources: readonly CouponCodeSource[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const found = new Map<string, number>();
  for (const source of [printedCodes, ...sources]) {
    const missing = [...new Set(codes)].filter((code) => !found.has(code));
    if (missing.length === 0) break;
    for (const [code, couponId] of await source(db, companyId, missing)) found.set(code, couponId);
  }
  // A code of a coupon deleted since names nothing.
  const live = await records.existing('coupon', [...found.values()], { companyId });
  return new Map([...found].filter(([, couponId]) => live.has(couponId)));
}

export interface ReferenceCheck {
  /** Problems by the order's place in the list checked; an order absent here names only its own records. */
  problems: Map<number, IngestProblem[]>;
  /** The coupon of each order's code, by the order's place. */
  coupons: Map<number, number>;
}

/** Checks the references of `orders` (each with its path in the batch) against the company's records. */
export async function checkReferences(
  db: Queryable,
  records: SystemRecords,
  companyId: number,
  orders: readonly { checked: CheckedOrder; path: string }[],
  codeSources: readonly CouponCodeSource[],
): Promise<ReferenceCheck> {
  const references = orders.flatMap(({ checked, path }, index) => referencesOf(checked, index, path));
  const problems = new Map<number, ProblemList>();
  const refuse = (order: number, path: string, value: string | number) => {
    const list = problems.get(order) ?? new ProblemList();
    list.add(path, 'unknownReference', { value });
    problems.set(order, list);
  };
  for (const kind of Object.keys(KINDS) as ReferenceKind[]) {
    const named = references.filter((reference) => reference.kind === kind);
    if (named.length === 0) continue;
    const known = await existingIds(
      records,
      companyId,
      kind,
      named.map((reference) => reference.id),
    );
    for (const reference of named)
      if (!known.has(reference.id)) refuse(reference.order, reference.path, reference.id);
  }
  const codes = orders.map(({ checked }) => checked.order.couponCode);
  const byCode = await couponsByCode(
    db,
    records,
    companyId,
    codes.filter((code): code is string => code !== undefined),
    codeSources,
  );
  const coupons = new Map<number, number>();
  orders.forEach(({ path }, index) => {
    const code = codes[index];
    if (code === undefined) return;
    const coupon = byCode.get(code);
    if (coupon === undefined) refuse(index, `${path}.couponCode`, code);
    else coupons.set(index, coupon);
  });
  return {
    problems: new Map([...problems].map(([order, list]) => [order, list.problems])),
    coupons,
  };
}
