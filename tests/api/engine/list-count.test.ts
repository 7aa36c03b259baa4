// Issue 10: a list counts its records exactly up to a limit and no further, so its first page never
// costs a count of the whole filtered set; past the limit the answer says so (docs/api.md).
import { describeOnEachDatabase } from '../support/api-harness';

interface Dish {
  id: number;
}

describeOnEachDatabase(
  'a list counted up to its limit',
  (api) => {
    const dishes = (payload: object) => api.callAs<Dish[]>('hk.owner', 'PUT', '/dish', payload);
    let ids: number[];

    beforeAll(async () => {
      ids = (await dishes({ pageNumber: 1, pageSize: 100 })).data.map((dish) => dish.id);
    });

    it('counts exactly up to the limit', async () => {
      expect(ids.length).toBeGreaterThan(4);
      for (const wanted of [ids.slice(0, 2), ids.slice(0, 3)]) {
        const answer = await dishes({ pageNumber: 1, pageSize: 10, ids: wanted });
        expect(answer).toMatchObject({ status: 0, count: wanted.length });
        expect(answer).not.toHaveProperty('countExact');
      }
    });

    it('says past the limit that more records match, and still serves every page', async () => {
      const first = await dishes({ pageNumber: 1, pageSize: 2 });
      expect(first).toMatchObject({ status: 0, count: 3, countExact: false });
      expect(first.data).toHaveLength(2);
      const last = Math.ceil(ids.length / 2);
      const deep = await dishes({ pageNumber: last, pageSize: 2 });
      expect(deep).toMatchObject({ count: 3, countExact: false });
      expect(deep.data.map((dish) => dish.id)).toEqual(ids.slice((last - 1) * 2));
    });
  },
  { config: { listCountLimit: 3 } },
);
