// Issue 22 item 6: list pages kept in an app server's memory (page-cache.ts) are served only while
// nothing they read has changed: the list's own table, the tables its computed values read, the
// calendar day for those that move with it. A change heard between a read's start and its answer
// keeps nothing, and a list whose computed value reads what nobody tells of is never kept.
import type { Database, QueryOptions } from '../../../engine/server/db/database';
import { systemActor } from '../../../engine/server/resources/actor';
import { PageCache } from '../../../engine/server/resources/page-cache';
import { ResourceService } from '../../../engine/server/resources/resource-service';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { describeOnEachDatabase } from '../support/api-harness';

const ADMIN = systemActor('hk');
const QUARTER_HOUR_MS = 15 * 60 * 1000;

describeOnEachDatabase(
  'list pages kept in memory',
  (api) => {
    const statements: string[] = [];
    let now = Date.UTC(2026, 10, 28, 9, 10);
    let pages: PageCache;
    let service: ResourceService;
    let companyId: number;

    const resource = (name: string): ResourceSchema => {
      const found = api.schemas.resources.find((candidate) => candidate.name === name);
      if (!found) throw new Error(`no resource ${name}`);
      return found;
    };
    const firstPage = async (name: string) =>
      (await service.query(resource(name), ADMIN, { companyId, pageNumber: 1, pageSize: 5 })).rows;
    /** Statements the list of `name` sent while `work` ran. */
    const sentDuring = async (work: () => Promise<unknown>) => {
      statements.length = 0;
      await work();
      return statements.length;
    };

    beforeAll(async () => {
      const recording: Database = {
        ...api.db,
        query: <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
          statements.push(sql);
          return api.db.query<T>(sql, params, options);
        },
      };
      pages = new PageCache(() => now);
      const computed = api.app.resources.computed;
      await pages.open(api.db, computed.watchedTables());
      service = new ResourceService(recording, api.schemas, { pages }, undefined, computed);
      // A demo company with a menu.
      const { rows } = await api.db.query<{ id: number }>(
        'SELECT company_id AS id FROM res_dish WHERE deleted_at IS NULL ORDER BY id LIMIT 1',
      );
      companyId = rows[0]?.id ?? 0;
    });

    afterAll(() => pages.close());

    it('a list read again sends no statement until its table changes, and then shows the change', async () => {
      const before = await firstPage('category');
      expect(await sentDuring(() => firstPage('category'))).toBe(0);
      const [first] = before;
      if (!first) throw new Error('the demo company has no category');
      await api.db.query(`UPDATE res_category SET data = data || '{"name": "Renamed"}' WHERE id = $1`, [
        first.id,
      ]);
      let after: typeof before = [];
      expect(await sentDuring(async () => (after = await firstPage('category')))).toBeGreaterThan(0);
      expect(after.find((row) => row.id === first.id)?.name).toBe('Renamed');
    });

    it('a change to a table a computed value reads ends the pages that show it', async () => {
      const [dish] = await firstPage('dish');
      if (!dish) throw new Error('the demo company has no dish');
      expect(await sentDuring(() => firstPage('dish'))).toBe(0);
      const { rows } = await api.db.query<{ shopId: number }>(
        'SELECT id AS "shopId" FROM res_shop WHERE company_id = $1 AND deleted_at IS NULL LIMIT 1',
        [companyId],
      );
      await api.db.query(
        `INSERT INTO sales_item_rollup (company_id, shop_id, business_date, kind, item_id, name, category_id, quantity, amount)
         VALUES ($1, $2, now()::date, 'dish', $3, 'Sold', 0, 7, 700)`,
        [companyId, rows[0]?.shopId, dish.id],
      );
      const [again] = await firstPage('dish');
      expect(again?.monthlySalesActual).toBe(Number(dish.monthlySalesActual ?? 0) + 7);
    });

    it('a page that moves with the calendar day ends at the next quarter hour', async () => {
      await firstPage('dish');
      now += 4 * 60 * 1000;
      expect(await sentDuring(() => firstPage('dish'))).toBe(0);
      now = (Math.floor(now / QUARTER_HOUR_MS) + 1) * QUARTER_HOUR_MS;
      expect(await sentDuring(() => firstPage('dish'))).toBe(1);
      // A category's list reads no clock: it holds whatever the hour.
      await firstPage('category');
      now += 6 * QUARTER_HOUR_MS;
      expect(await sentDuring(() => firstPage('category'))).toBe(0);
    });

    it('a change heard while a page was being read keeps nothing of it', async () => {
      const reads = api.app.resources.computed.listReads(resource('category'));
      if (!reads) throw new Error('the category list should be kept');
      const stamp = pages.stamp(reads);
      if (!stamp) throw new Error('the cache is not listening');
      pages.changed('res_category');
      pages.keep('raced', reads, stamp, { rowsJson: '[]', total: { count: 0, exact: true } });
      expect(pages.read('raced')).toBeUndefined();
    });

    it('a statement that writes though it reads as a SELECT answers once its changes are heard, when it says so', async () => {
      // The ledger posts through `SELECT ledger_post(…)`: without the option its answer came back
      // before this server heard the change, and a member read at once could be a kept page from before.
      const heard: string[] = [];
      const subscription = await api.db.listen('brigade_write_probe', {
        notify: (payload) => heard.push(payload),
        state: () => undefined,
      });
      try {
        for (const payload of ['first', 'second', 'third']) {
          await api.db.query(`SELECT pg_notify('brigade_write_probe', $1)`, [payload], { writes: true });
          expect(heard.at(-1)).toBe(payload);
        }
      } finally {
        await subscription.close();
      }
    });

    it('a list whose computed value reads the job queue is never kept', async () => {
      await firstPage('coupon');
      expect(await sentDuring(() => firstPage('coupon'))).toBe(1);
    });

    it('inside a transaction no kept page is served: its own uncommitted write shows', async () => {
      const [first] = await firstPage('category');
      if (!first) throw new Error('the demo company has no category');
      await expect(
        api.db.transaction(async (tx) => {
          await tx.query(`UPDATE res_category SET data = data || '{"name": "Uncommitted"}' WHERE id = $1`, [
            first.id,
          ]);
          const rows = (
            await service
              .within(tx)
              .query(resource('category'), ADMIN, { companyId, pageNumber: 1, pageSize: 5 })
          ).rows;
          expect(rows.find((row) => row.id === first.id)?.name).toBe('Uncommitted');
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect((await firstPage('category')).find((row) => row.id === first.id)?.name).toBe(first.name);
    });
  },
  { demo: true },
);
