// One list call as one statement: the page's records as JSON text, the bounded count, and the
// table's change version, read in one snapshot. While the memo's version holds, the count is not
// read again and a deep page seeks from the nearest anchor through the order's index instead of
// walking every row before it; when the version moved on, the page is read again in full.
import type { Queryable } from '../db/database';
import { changeVersionSql } from './change-versions';
import type { ListReads } from './computed-fields';
import type { Anchor, ListCount, ListFacts, ListMemo } from './list-memo';
import { orderSql, termTypes, type ListOrder } from './list-order';
import type { ListRequest } from './list-query';
import type { PageCache } from './page-cache';
import { SqlParams } from './sql-params';

/** Anchors are kept every this many rows, over the first ANCHOR_REACH rows of a list. */
export const ANCHOR_SPACING = 100;
const ANCHOR_REACH = 100_000;

export interface ListPage {
  /** The page's records, a JSON array as the database wrote it. */
  rowsJson: string;
  total: ListCount;
}

/** The pages kept in memory, and what a list reads, whose changes end its kept pages. */
export interface KeptPages {
  cache: PageCache;
  reads: ListReads;
}

export interface ListPageInput {
  db: Queryable;
  table: string;
  /** The jsonb of a record (record-json.ts). */
  record: string;
  list: ListRequest;
  /** The filter's parameters; each statement adds its own to a copy. */
  params: SqlParams;
  countLimit: number;
  /** Absent inside a transaction: its own writes are not yet in any version. */
  memo?: ListMemo;
  /** Pages kept in memory and what this list reads; absent inside a transaction, or when unwatched. */
  kept?: KeptPages;
  /** Told when the background read of anchors fails. */
  warn?: (error: unknown) => void;
}

/** One list call's input with what every statement of it shares: its ORDER BY, and its memo key. */
interface ListRead extends ListPageInput {
  orderBy: string;
  key: string;
}

/** The rows past `anchor` in the list's order, as an index condition. */
function pastAnchor(order: ListOrder, anchor: Anchor, params: SqlParams): string {
  const types = termTypes(order) ?? [];
  const values = anchor.values.map((value, i) => `${params.add(value)}::${types[i]}`);
  const terms = order.terms.map((term) => term.sql);
  return `(${terms.join(', ')}) ${order.direction === 'ASC' ? '>' : '<'} (${values.join(', ')})`;
}

/** The nearest anchor at or before `offset`, when the memo holds anchors. */
function anchorFor(facts: ListFacts, offset: number): Anchor | undefined {
  let found: Anchor | undefined;
  for (const anchor of facts.anchors ?? []) {
    if (anchor.position > offset) break;
    found = anchor;
  }
  return found;
}

/**
 * The version, the page (its rows past `anchor` when given) and, unless the memo's count is used,
 * the bounded count. The records' JSON is built over the page's rows only, not the rows its offset
 * skips: the page is read whole and shaped outside, under the table's name computed values use.
 */
function statement(read: ListRead, anchor: Anchor | undefined, counted: boolean): [string, unknown[]] {
  const { table, record, list, countLimit, orderBy } = read;
  const params = new SqlParams();
  params.values.push(...read.params.values);
  const where = anchor ? `${list.where} AND ${pastAnchor(list.order, anchor, params)}` : list.where;
  const offset = list.offset - (anchor?.position ?? 0);
  const count = `(SELECT count(*)::int FROM (SELECT 1 FROM ${table} WHERE ${list.where} LIMIT ${countLimit + 1}) AS bounded)`;
  const sql = `SELECT ${changeVersionSql(table)} AS version, ${counted ? count : 'NULL::int'} AS count,
    coalesce((SELECT json_agg(${record}) FROM (
      SELECT * FROM ${table} WHERE ${where}
       ORDER BY ${orderBy} LIMIT ${list.limit} OFFSET ${offset}) AS ${table}), '[]')::text AS rows`;
  return [sql, params.values];
}

interface PageRow {
  version: string;
  count: number | null;
  rows: string;
}

/** Reads the list's anchors at the current version into the memo. */
async function readAnchors(read: ListRead, memo: ListMemo): Promise<void> {
  const { db, table, list, orderBy } = read;
  const terms = list.order.terms.map((term, i) => `${term.sql} AS k${i}`);
  const values = list.order.terms.map((_, i) => `k${i}::text`);
  const { rows } = await db.query<{ version: string; anchors: string }>(
    `SELECT ${changeVersionSql(table)} AS version,
            coalesce((SELECT json_agg(json_build_array(n, ${values.join(', ')}) ORDER BY n) FROM (
              SELECT ${terms.join(', ')}, row_number() OVER (ORDER BY ${orderBy}) AS n
                FROM (SELECT * FROM ${table} WHERE ${list.where} ORDER BY ${orderBy} LIMIT ${ANCHOR_REACH}) AS ${table}
            ) AS numbered WHERE n % ${ANCHOR_SPACING} = 0), '[]')::text AS anchors`,
    read.params.values,
  );
  const row = rows[0];
  if (!row) return;
  const anchors = (JSON.parse(row.anchors) as [number, ...string[]][]).map(([position, ...values]) => ({
    position,
    values,
  }));
  memo.learnAnchors(read.key, row.version, anchors);
}

/** Reads the anchors in the background when a deep page is asked of a list that has none yet. */
function anchorIfDeep(read: ListRead, memo: ListMemo): void {
  const facts = memo.read(read.key);
  if (read.list.offset < ANCHOR_SPACING || !termTypes(read.list.order) || facts?.anchors) return;
  // Not awaited: this page is answered now; later deep pages seek once the anchors are in. A
  // failed read leaves the list walking its offsets, and the next deep page tries again.
  void memo
    .anchorOnce(read.key, () => readAnchors(read, memo))
    .catch((error: unknown) => {
      read.warn?.(error);
    });
}

/** The page a list request asks for, and its count: kept in memory, or read (readPage). */
export async function readListPage(input: ListPageInput): Promise<ListPage> {
  if (!input.kept) return readPage(input);
  const { cache, reads } = input.kept;
  const { table, record, list, params } = input;
  const key = [
    table,
    record,
    list.where,
    orderSql(list.order),
    list.limit,
    list.offset,
    JSON.stringify(params.values),
  ].join('\n');
  const kept = cache.read(key);
  if (kept) return kept;
  const stamp = cache.stamp(reads);
  const page = await readPage(input);
  if (stamp) cache.keep(key, reads, stamp, page);
  return page;
}

/** The page a list request asks for, and its count, from the database; teaches the memo what it learnt. */
async function readPage(input: ListPageInput): Promise<ListPage> {
  const { db, list, params, countLimit } = input;
  const memo = list.ownRowsOnly ? input.memo : undefined;
  const orderBy = orderSql(list.order);
  // The list is its filter, order and reach: the statement's text and the filter's values.
  const read: ListRead = {
    ...input,
    orderBy,
    key: [input.table, list.where, orderBy, JSON.stringify(params.values)].join('\n'),
  };
  const facts = memo?.read(read.key);
  if (memo && facts) {
    // The statement's own snapshot says whether the memo still holds; mostly it does.
    const [sql, values] = statement(read, anchorFor(facts, list.offset), false);
    const { rows } = await db.query<PageRow>(sql, values, { prepared: true });
    if (rows[0]?.version === facts.version) {
      anchorIfDeep(read, memo);
      return { rowsJson: rows[0].rows, total: facts.count };
    }
  }
  const [sql, values] = statement(read, undefined, true);
  const { rows } = await db.query<PageRow>(sql, values, { prepared: true });
  const row = rows[0];
  // One row always: the statement selects from no table.
  if (!row) throw new Error('a list statement answered no row');
  const matched = row.count ?? 0;
  const total = matched > countLimit ? { count: countLimit, exact: false } : { count: matched, exact: true };
  if (memo) {
    memo.learnCount(read.key, row.version, total);
    anchorIfDeep(read, memo);
  }
  return { rowsJson: row.rows, total };
}
