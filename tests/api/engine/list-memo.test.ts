// Issue 10 item 9: what a server remembers of a list (its count, its page anchors) is used only
// while the table's change version holds, whichever server wrote; a kept page ends once the server
// hears of a change (page-cache.ts); and a page found by seeking from
// an anchor is the page an offset walk finds, in every order, with ties and empty values.
import type { Database, QueryOptions } from '../../../engine/server/db/database';
import { systemActor } from '../../../engine/server/resources/actor';
import { ANCHOR_SPACING } from '../../../engine/server/resources/list-page';
import { ResourceService } from '../../../engine/server/resources/resource-service';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { describeOnEachDatabase } from '../support/api-harness';

interface Dish {
  id: number;
  name: string;
  version: number;
}

const ADMIN = systemActor('hk');
const PAGE_SIZE = 20;
const SEEDED = 3 * ANCHOR_SPACING + 37;

describeOnEachDatabase(
  'lists remembered per server',
  (api) => {
    let companyId: number;
    let dish: ResourceSchema;

    beforeAll(async () => {
      const found = api.schemas.resources.find((resource) => resource.name === 'dish');
      if (!found) throw new Error('no dish resource');
      dish = found;
      const { rows } = await api.db.query<{ id: number }>(
        `SELECT id FROM res_company WHERE data->>'name_en' LIKE 'Kowloon%' AND deleted_at IS NULL`,
      );
      const [kowloon] = rows;
      if (!kowloon) throw new Error('no Kowloon demo company');
      companyId = kowloon.id;
      // Ties (n % 7) and empty values (every tenth) in the numeric order; names tie in pairs.
      await api.db.query(
        `INSERT INTO res_dish (company_id, data, created_by, updated_by)
         SELECT $1, jsonb_strip_nulls(jsonb_build_object('name', 'Memo ' || (n / 2), 'name_en', 'Memo ' || (n / 2),
                  'price', 10, 'status', 'available',
                  'showOrder', CASE WHEN n % 10 = 0 THEN NULL ELSE n % 7 END)), 1, 1
           FROM generate_series(1, $2) AS n`,
        [companyId, SEEDED],
      );
    });

    describe('on two app servers', () => {
      const listOn = async (call: typeof api.call, token: string) =>
        (
          await call<Dish[]>({
            method: 'PUT',
            url: '/pro-api/dish',
            headers: { 'x-token': token },
            payload: { pageNumber: 1, pageSize: 5, name: 'Fresh' },
          })
        ).body;

      it('a write on one server is in the list on the other once it has heard of it, with no timer', async () => {
        const token = await api.signIn('hk.owner');
        const before = await listOn(api.call, token);
        await listOn(api.second.call, token);
        const made = await api.second.call<Dish>({
          method: 'POST',
          url: '/pro-api/dish',
          headers: { 'x-token': token },
          payload: {
            name: 'Fresh dish',
            price: 12,
            categoryId: await aCategory(),
            timePeriods: [{ start: '07:00', end: '11:00' }],
          },
        });
        expect(made.body.status).toBe(0);
        // The writer's own list shows it at once; the other server once it has heard the commit
        // (its kept pages end then: page-cache.ts), which an empty transaction there waits for.
        expect((await listOn(api.second.call, token)).count).toBe((before.count ?? 0) + 1);
        await heardOnFirst();
        const after = await listOn(api.call, token);
        expect(after.count).toBe((before.count ?? 0) + 1);
        expect(after.data.map((row) => row.id)).toContain(made.body.data.id);
        const removed = await api.call({
          method: 'DELETE',
          url: '/pro-api/dish',
          headers: { 'x-token': token },
          payload: { id: made.body.data.id },
        });
        expect(removed.body.status).toBe(0);
        await api.second.caughtUp();
        expect((await listOn(api.second.call, token)).count).toBe(before.count);
      });

      /** Resolves once the first server has heard every commit so far (Database, followedByWrites). */
      const heardOnFirst = () => api.db.transaction(() => Promise.resolve());

      async function aCategory(): Promise<number> {
        const owner = await api.callAs<{ id: number }[]>('hk.owner', 'PUT', '/category', {
          pageNumber: 1,
          pageSize: 1,
        });
        const [category] = owner.data;
        if (!category) throw new Error('the owner has no category');
        return category.id;
      }
    });

    describe('deep pages seek from anchors', () => {
      const statements: string[] = [];
      let service: ResourceService;

      beforeAll(() => {
        // Records the statements the service sends, to see that a seek happened.
        const recording: Database = {
          ...api.db,
          query: <T>(sql: string, params?: readonly unknown[], options?: QueryOptions) => {
            statements.push(sql);
            return api.db.query<T>(sql, params, options);
          },
        };
        // The app's own computed values: the dish list shows the sales module's monthly figure.
        service = new ResourceService(recording, api.schemas, {}, undefined, api.app.resources.computed);
      });

      /** The ids in `order`, read by a plain SQL walk of the whole list. */
      async function walked(order: string): Promise<number[]> {
        const { rows } = await api.db.query<{ id: number }>(
          `SELECT id FROM res_dish WHERE company_id = $1 AND deleted_at IS NULL ORDER BY ${order}`,
          [companyId],
        );
        return rows.map((row) => row.id);
      }

      const pageIds = async (sort: object, pageNumber: number) =>
        (await service.query(dish, ADMIN, { companyId, sort, pageNumber, pageSize: PAGE_SIZE })).rows.map(
          (row) => row.id,
        );

      const SHOW_ORDER_ASC: [object, string] = [
        { field: 'showOrder', order: 'asc' },
        `(data->>'showOrder')::numeric ASC NULLS LAST, id ASC`,
      ];
      const ORDERS: [object, string][] = [
        SHOW_ORDER_ASC,
        [{ field: 'showOrder', order: 'desc' }, `(data->>'showOrder')::numeric DESC NULLS LAST, id DESC`],
        [{ field: 'name', order: 'asc' }, `data->>'name' ASC NULLS LAST, id ASC`],
        [{ field: 'createdAt', order: 'desc' }, 'created_at DESC, id DESC'],
      ];

      it.each(ORDERS)(
        'every page in %j matches the walk, before and after its anchors',
        async (sort, order) => {
          const expected = await walked(order);
          const pages = Math.ceil(expected.length / PAGE_SIZE);
          // A deep page asks for the anchors; then every page is read again through them.
          await pageIds(sort, pages);
          await service.listsSettled();
          statements.length = 0;
          const read: number[] = [];
          for (let page = 1; page <= pages; page += 1) read.push(...(await pageIds(sort, page)));
          expect(read).toEqual(expected);
          expect(
            statements.some((sql) => /\) [<>] \(\$\d+::boolean|\) [<>] \(\$\d+::timestamptz/.test(sql)),
          ).toBe(true);
        },
      );

      it("keeps nothing of a list whose order reads another table's rows", async () => {
        const company = api.schemas.resources.find((resource) => resource.name === 'company');
        if (!company) throw new Error('no company resource');
        await api.db.query(
          `INSERT INTO res_company (data) SELECT jsonb_build_object('name', 'Counted ' || n, 'name_en', 'Counted ' || n)
             FROM generate_series(1, $1) AS n`,
          [2 * ANCHOR_SPACING],
        );
        const byBranches = async () => {
          const { rows } = await api.db.query<{ id: number }>(
            `SELECT c.id FROM res_company c WHERE c.deleted_at IS NULL ORDER BY
               (SELECT count(*) FROM res_shop s WHERE s.company_id = c.id AND s.deleted_at IS NULL) DESC, c.id DESC`,
          );
          return rows.map((row) => row.id);
        };
        const sort = { field: 'branchCount', order: 'desc' };
        const deep = Math.ceil(ANCHOR_SPACING / PAGE_SIZE) + 2;
        const page = async () =>
          (await service.query(company, ADMIN, { sort, pageNumber: deep, pageSize: PAGE_SIZE })).rows.map(
            (row) => row.id,
          );
        await page();
        await service.listsSettled();
        // Companies from deep in the list gain branches: the order moves, the company table does not.
        const before = await byBranches();
        const risers = before.slice(-3 * PAGE_SIZE);
        await api.db.query(
          `INSERT INTO res_shop (company_id, data) SELECT id, '{"name": "Counted branch"}'::jsonb FROM unnest($1::int[]) AS id`,
          [risers],
        );
        const after = await byBranches();
        expect(await page()).toEqual(after.slice((deep - 1) * PAGE_SIZE, deep * PAGE_SIZE));
      });

      it('after a change, the old anchors are not used and the pages still match', async () => {
        const [sort, order] = SHOW_ORDER_ASC;
        const deep = Math.floor(SEEDED / PAGE_SIZE);
        await pageIds(sort, deep);
        await service.listsSettled();
        const doomed = (await walked(order)).slice(5, 25);
        await api.db.query(`UPDATE res_dish SET deleted_at = now() WHERE id = ANY($1::int[])`, [doomed]);
        const expected = await walked(order);
        expect(await pageIds(sort, deep)).toEqual(expected.slice((deep - 1) * PAGE_SIZE, deep * PAGE_SIZE));
        const total = await service.query(dish, ADMIN, { companyId, pageNumber: 1, pageSize: 1 });
        expect(total.count).toBe(Math.min(expected.length, 1000));
      });
    });
  },
  { secondServer: true },
);
