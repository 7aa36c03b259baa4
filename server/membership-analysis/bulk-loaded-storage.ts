// The membership analysis's storage made whole again for a company whose members and orders were
// written in bulk behind the product's back (a data migration, the bench's million members): a write
// through the product keeps it as it goes (member-facts-hooks.ts, the ingest's steps), a bulk load
// runs no hook, so it is followed by this, once. Each part is the product's own rule run for the
// whole company: the members' facts (their roll-ups follow by the table's triggers), their visits,
// the orders' fixed attributes, the sales roll-ups summed again from the orders, then each VIP
// term's renewed and reminded and the VIP roll-ups (migrations 0064, 0066) stated again.
import type { ResourceSchema } from '../../engine/schema';
import type { Database, Queryable } from '../../engine/server';
import { shiftRollups, type Rollup } from '../sales/sales-rollups';
import { writeMissingMemberFacts } from './member-facts-table';
import { recountMemberVisits } from './member-facts-visits';
import { MEMBER_SALES_ROLLUPS } from './member-sales-rollups';
import { fixAttributes } from './order-member-snapshots';

/** Orders fixed per statement: a batch's ids go as one array parameter. */
const ORDERS_PER_FIX = 50_000;

/** The company's members, from their facts. */
async function companyMembers(q: Queryable, companyId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT member_id AS id FROM member_fact WHERE company_id = $1',
    [companyId],
  );
  return rows.map(({ id }) => id);
}

/** The company's orders naming a member they have fixed nothing for. */
async function unfixedOrders(q: Queryable, companyId: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT o.id::text AS id FROM sales_order o
      WHERE o.company_id = $1 AND o.member_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM member_order_snapshot s
                         WHERE s.company_id = o.company_id AND s.order_id = o.id AND s.member_id = o.member_id)`,
    [companyId],
  );
  return rows.map(({ id }) => id);
}

/** The company's member sales roll-ups, day and month, summed again from all its closed orders. */
async function resumMemberSalesRollups(q: Queryable, companyId: number): Promise<void> {
  for (const { table, months } of MEMBER_SALES_ROLLUPS)
    for (const name of months ? [table, months] : [table])
      await q.query(`DELETE FROM ${name} WHERE company_id = $1`, [companyId]);
  // shiftRollups' batch is `$1`: here the company itself rather than some of its orders.
  const wholeCompany: Rollup[] = MEMBER_SALES_ROLLUPS.map((rollup) => ({
    ...rollup,
    batch: `o.company_id = ANY($1::int[]) AND o.status = 'closed'`,
  }));
  await shiftRollups(q, [String(companyId)], 1, wholeCompany);
}

/**
 * The company's VIP terms' renewed and reminded read again by migration 0064's own rules, and their
 * roll-up counted again from the terms: a bulk load may have written terms and reminders with the
 * tables' triggers off, so neither can be trusted to have moved by one. The roll-up's trigger is
 * held off while the flags are written, in the same transaction (other writers of vip_renewal wait
 * for it, and never see it off): it would move each term out of a roll-up row that was never
 * counted, and a million-row statement's churn on one small table costs minutes.
 */
async function restateVipTerms(db: Database, companyId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE vip_renewal DISABLE TRIGGER vip_term_changed');
    await tx.query(
      `UPDATE vip_renewal t SET renewed = s.renewed, reminded = s.reminded
         FROM (SELECT ledger_key, vip_term_renewed(company_id, member_id, vip_until) AS renewed,
                      vip_term_reminded(company_id, member_id, vip_until) AS reminded
                 FROM vip_renewal WHERE company_id = $1) s
        WHERE t.company_id = $1 AND t.ledger_key = s.ledger_key
          AND (t.renewed, t.reminded) IS DISTINCT FROM (s.renewed, s.reminded)`,
      [companyId],
    );
    await tx.query('ALTER TABLE vip_renewal ENABLE TRIGGER vip_term_changed');
    await tx.query('DELETE FROM vip_term_rollup WHERE company_id = $1', [companyId]);
    await tx.query(
      `INSERT INTO vip_term_rollup (company_id, vip_until, renewed, reminded, terms)
       SELECT company_id, vip_until, renewed, reminded, count(*) FROM vip_renewal WHERE company_id = $1
        GROUP BY company_id, vip_until, renewed, reminded`,
      [companyId],
    );
    // The sales roll-up (migration 0066) summed again too: a load without triggers wrote none of it.
    await tx.query('DELETE FROM vip_sale_rollup WHERE company_id = $1', [companyId]);
    await tx.query(
      `INSERT INTO vip_sale_rollup (company_id, renewed_on, renewal, duration, sold, amount)
       SELECT company_id, renewed_on, extended_from > renewed_on, duration, count(*), sum(price)
         FROM vip_renewal WHERE company_id = $1
        GROUP BY company_id, renewed_on, extended_from > renewed_on, duration`,
      [companyId],
    );
  });
}

/** Makes the company's membership analysis storage whole after a bulk load (`member`: his resource). */
export async function rebuildMembershipAnalysis(
  q: Database,
  member: ResourceSchema,
  companyId: number,
  timeZone: string,
): Promise<void> {
  await writeMissingMemberFacts(q, member, companyId, timeZone);
  await recountMemberVisits(q, companyId, await companyMembers(q, companyId));
  const unfixed = await unfixedOrders(q, companyId);
  for (let start = 0; start < unfixed.length; start += ORDERS_PER_FIX)
    await fixAttributes(q, member, companyId, unfixed.slice(start, start + ORDERS_PER_FIX));
  await resumMemberSalesRollups(q, companyId);
  await restateVipTerms(q, companyId);
}
