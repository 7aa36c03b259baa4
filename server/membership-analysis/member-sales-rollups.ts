// The membership analysis's sales roll-ups (migration 0061), kept with the sales roll-ups in the
// ingest's transaction (server/sales/sales-rollups.ts): closed orders by the attributes their member
// had when the order first named him (member_order_snapshot), and by check size, members' or not.
// An order that names a member the ingest has not yet fixed attributes for counts as "unknown" until
// the membership analysis's step fixes them and moves it (order-member-snapshots.ts).
import { bandSql, CHECK_BANDS } from '../sales/consumption-bands';
import type { Rollup } from '../sales/sales-rollups';

/** Each order `o` with its member's fixed attributes `s`, if any. */
export const ORDERS_WITH_SNAPSHOTS = `sales_order o LEFT JOIN member_order_snapshot s
  ON s.company_id = o.company_id AND s.order_id = o.id AND s.member_id = o.member_id`;

/** An order's columns as the roll-ups key them: an order naming no member has them all at rest. */
export const SNAPSHOT_COLUMNS = {
  member: 'o.member_id IS NOT NULL',
  gender: `COALESCE(s.gender, 'unknown')`,
  ageBand: 'COALESCE(s.age_band, 0)',
  level: 'COALESCE(s.level_id, 0)',
  vip: 'COALESCE(s.vip, false)',
  newMember: 'COALESCE(s.new_member, false)',
  checkBand: bandSql(CHECK_BANDS, 'o.net_sales'),
} as const;

const ORDER_FIGURES = [
  ['orders', 'count(*)'],
  ['guests', 'sum(o.guests)'],
  ['discount', 'sum(o.discount)'],
  ['net_sales', 'sum(o.net_sales)'],
] as const;

const SHOP_DAY = [
  ['company_id', 'o.company_id'],
  ['shop_id', 'o.shop_id'],
  ['business_date', 'o.business_date'],
  ['member', SNAPSHOT_COLUMNS.member],
] as const;

export const MEMBER_SALES_ROLLUPS: readonly Rollup[] = [
  {
    table: 'member_sales_rollup',
    keys: [
      ...SHOP_DAY,
      ['gender', SNAPSHOT_COLUMNS.gender],
      ['age_band', SNAPSHOT_COLUMNS.ageBand],
      ['level_id', SNAPSHOT_COLUMNS.level],
      ['vip', SNAPSHOT_COLUMNS.vip],
      ['new_member', SNAPSHOT_COLUMNS.newMember],
    ],
    measures: ORDER_FIGURES,
    from: ORDERS_WITH_SNAPSHOTS,
    emptyWhen: 'orders',
    months: 'member_sales_month_rollup',
  },
  {
    table: 'member_sales_band_rollup',
    keys: [...SHOP_DAY, ['check_band', SNAPSHOT_COLUMNS.checkBand]],
    measures: ORDER_FIGURES,
    from: 'sales_order o',
    emptyWhen: 'orders',
    months: 'member_sales_band_month_rollup',
  },
];

/** The roll-ups an order's fixed attributes move: the band roll-up reads none. */
export const SNAPSHOT_ROLLUPS: readonly Rollup[] = MEMBER_SALES_ROLLUPS.filter(
  ({ from }) => from === ORDERS_WITH_SNAPSHOTS,
);
