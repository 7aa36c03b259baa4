import { filterRequestValue, isFilterEmpty } from '../../../../engine/client/list-filters';
import { filterStorageKey, ListQuery } from '../../../../engine/client/list-query';
import { raiseUpper } from '../../../../engine/client/number-range';
import { DEFAULT_PAGE_SIZE } from '../../../../engine/protocol/constants';
import type { Page } from '../../../../engine/client/resource-api';
import { companySchema, fieldOf, noteSchema } from '../../../support/resources';

const page = (count: number, ids: number[] = []): Page => ({
  rows: ids.map((id) => ({ id, version: 1 })),
  count,
});

function companyQuery(fetch = jest.fn().mockResolvedValue(page(0))) {
  return { query: new ListQuery(companySchema, fetch, sessionStorage, 'merchant_list'), fetch };
}

describe('the ListQuery store', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts on page 1 with 10 rows a page and asks for just that', async () => {
    const { query, fetch } = companyQuery();
    expect(query.pageSize).toBe(DEFAULT_PAGE_SIZE);
    await query.load();
    expect(fetch).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 10 });
  });

  it('sends the filled filters by field name, trimmed, with the sort', async () => {
    const { query, fetch } = companyQuery();
    query.setValue('name', '  Harbour ');
    query.setValue('status', 'pending');
    query.setValue('email', '');
    await query.setSort({ field: 'name', order: 'asc' });
    expect(fetch).toHaveBeenLastCalledWith({
      pageNumber: 1,
      pageSize: 10,
      name: 'Harbour',
      status: 'pending',
      sort: { field: 'name', order: 'asc' },
    });
  });

  it('holds the rows and the count of the answer', async () => {
    const { query } = companyQuery(jest.fn().mockResolvedValue(page(31, [3, 2, 1])));
    await query.load();
    expect(query.rows.map((row) => row.id)).toEqual([3, 2, 1]);
    expect(query.count).toBe(31);
    expect(query.countExact).toBe(true);
    expect(query.loading).toBe(false);
  });

  it('knows when the server counted only up to its limit', async () => {
    const { query } = companyQuery(
      jest.fn().mockResolvedValue({ ...page(10_000, [3, 2, 1]), countExact: false }),
    );
    await query.load();
    expect(query.count).toBe(10_000);
    expect(query.countExact).toBe(false);
  });

  it('goes back to page 1 on a search, a new page size or a new sort', async () => {
    const { query, fetch } = companyQuery(jest.fn().mockResolvedValue(page(100, [1])));
    await query.setPage(4);
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 4 }));
    await query.setPageSize(20);
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 1, pageSize: 20 }));
    await query.setPage(3);
    await query.search();
    expect(query.pageNumber).toBe(1);
  });

  it('keeps the filter values per form in sessionStorage, so a return finds the last search', () => {
    const { query } = companyQuery();
    query.setValue('name', 'Harbour');
    const again = new ListQuery(companySchema, jest.fn(), sessionStorage, 'merchant_list');
    expect(again.valueFor('name')).toBe('Harbour');
    const otherForm = new ListQuery(companySchema, jest.fn(), sessionStorage, 'another_list');
    expect(otherForm.valueFor('name')).toBe('');
  });

  it('ignores a damaged or mistyped saved search', () => {
    sessionStorage.setItem(filterStorageKey('merchant_list'), '{"name": 5, "status": ["x"]}');
    const { query } = companyQuery();
    expect(query.valueFor('name')).toBe('');
    sessionStorage.setItem(filterStorageKey('merchant_list'), '{broken');
    expect(companyQuery().query.valueFor('name')).toBe('');
  });

  it('empties and forgets every filter on reset', async () => {
    const { query, fetch } = companyQuery();
    query.setValue('name', 'Harbour');
    await query.reset();
    expect(query.valueFor('name')).toBe('');
    expect(sessionStorage.getItem(filterStorageKey('merchant_list'))).toBeNull();
    expect(fetch).toHaveBeenLastCalledWith({ pageNumber: 1, pageSize: 10 });
  });

  it('blocks the search while a required filter is empty, and says which', async () => {
    const fetch = jest.fn().mockResolvedValue(page(0));
    const query = new ListQuery(noteSchema, fetch, sessionStorage, 'notes');
    await query.load();
    expect(query.blockedBy).toEqual([]);
    expect(await query.search()).toBe(false);
    expect(query.blockedBy).toEqual(['title']);
    expect(fetch).not.toHaveBeenCalled();
    query.setValue('title', 'Fridge');
    expect(await query.search()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a range in order and a date range as days', async () => {
    const fetch = jest.fn().mockResolvedValue(page(0));
    const query = new ListQuery(noteSchema, fetch, sessionStorage, 'notes');
    query.setValue('title', 'x');
    query.setValue('seats', [10, 4]);
    query.setValue('dueDate', ['2026-01-01', '2026-01-31']);
    await query.search();
    expect(fetch).toHaveBeenLastCalledWith(
      expect.objectContaining({ seats: [10, 10], dueDate: ['2026-01-01', '2026-01-31'] }),
    );
  });

  it('keeps only the newest answer when pages are asked for quickly', async () => {
    let answerFirst: (value: Page) => void = () => undefined;
    const fetch = jest
      .fn()
      .mockImplementationOnce(() => new Promise<Page>((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(page(2, [2]));
    const { query } = companyQuery(fetch);
    const first = query.setPage(1);
    await query.setPage(2);
    answerFirst(page(2, [1]));
    await first;
    expect(query.rows.map((row) => row.id)).toEqual([2]);
  });

  it('shows the last page when the asked page is past the end', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(page(12))
      .mockResolvedValue(page(12, [11, 12]));
    const { query } = companyQuery(fetch);
    await query.setPage(5);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(query.pageNumber).toBe(2);
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ pageNumber: 2 }));
  });

  it('steps back one page from an empty one past the count limit', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ...page(10_000), countExact: false })
      .mockResolvedValue({ ...page(10_000, [1, 2]), countExact: false });
    const { query } = companyQuery(fetch);
    await query.setPage(1002);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(query.pageNumber).toBe(1001);
  });

  it('exports the whole current query with pageSize 9999', async () => {
    const { query, fetch } = companyQuery(jest.fn().mockResolvedValue(page(1, [1])));
    query.setValue('status', 'approved');
    await query.fetchAll();
    expect(fetch).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 9999, status: 'approved' });
  });
});

describe('filter values', () => {
  it('raises the upper bound of a number range to the lower (core spec §5)', () => {
    expect(raiseUpper([10, 4])).toEqual([10, 10]);
    expect(raiseUpper([4, 10])).toEqual([4, 10]);
    expect(raiseUpper([null, 4])).toEqual([null, 4]);
  });

  it('sends a range open on one side, and none when both ends are empty', () => {
    const seats = { name: 'seats', kind: 'range' as const, field: fieldOf(noteSchema, 'seats') };
    expect(filterRequestValue(seats, [4, null])).toEqual([4, null]);
    expect(filterRequestValue(seats, [null, null])).toBeUndefined();
  });

  it('counts a required range with an empty end as empty (core spec §5)', () => {
    const due = { name: 'dueDate', kind: 'dateRange' as const, field: fieldOf(noteSchema, 'dueDate') };
    expect(isFilterEmpty(due, ['2026-01-01', null])).toBe(true);
    expect(isFilterEmpty(due, ['2026-01-01', '2026-01-02'])).toBe(false);
  });
});
