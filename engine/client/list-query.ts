// The ListQuery store: what one list asks the server for and what it answered (core spec §2.5
// "search table with pagination", §5, §9). Filter values are kept per form in sessionStorage, so a
// return to the list finds the last search; a required filter left empty blocks the search.
import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE, MAX_PAGE_SIZE } from '../protocol/constants';
import type { ResourceSchema } from '../schema/resource';
import {
  emptyFilterValue,
  filterFields,
  filterRequestValue,
  initialFilterValue,
  isFilterEmpty,
  isFilterValue,
  type FilterField,
  type FilterValue,
} from './list-filters';
import type { Page, StoredRecord } from './resource-api';

export type SortOrder = 'asc' | 'desc';
export interface Sort {
  field: string;
  order: SortOrder;
}

type FilterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const filterStorageKey = (form: string) => `searchForm.${form}`;

export class ListQuery {
  readonly filters: FilterField[];
  values: Record<string, FilterValue> = {};
  pageNumber = FIRST_PAGE;
  pageSize: number = DEFAULT_PAGE_SIZE;
  sort: Sort | null = null;
  rows: StoredRecord[] = [];
  count = 0;
  /** false when more records match than `count`, the server's count limit. */
  countExact = true;
  loading = false;
  /** Set by a search the user asked for; only then do empty required filters show their message. */
  attempted = false;
  private latest = 0;

  constructor(
    readonly resource: ResourceSchema,
    private readonly fetchPage: (body: Record<string, unknown>) => Promise<Page>,
    private readonly storage: FilterStorage,
    /** The search form's key, usually the route name: each form keeps its own values. */
    private readonly form: string = resource.name,
  ) {
    this.filters = filterFields(resource);
    this.values = this.restoredValues();
    makeAutoObservable<ListQuery, 'fetchPage' | 'storage' | 'form' | 'latest'>(
      this,
      { resource: false, filters: false, fetchPage: false, storage: false, form: false, latest: false },
      { autoBind: true },
    );
  }

  private restoredValues(): Record<string, FilterValue> {
    let saved: Record<string, unknown> = {};
    try {
      saved = JSON.parse(this.storage.getItem(filterStorageKey(this.form)) ?? '{}') as Record<
        string,
        unknown
      >;
    } catch {
      // A damaged entry is as good as none.
    }
    return Object.fromEntries(
      this.filters.map((filter) => {
        const value = saved[filter.name];
        return [filter.name, isFilterValue(filter.kind, value) ? value : initialFilterValue(filter)];
      }),
    );
  }

  valueFor(name: string): FilterValue {
    const filter = this.filters.find((candidate) => candidate.name === name);
    return this.values[name] ?? emptyFilterValue(filter?.kind ?? 'contains');
  }

  setValue(name: string, value: FilterValue): void {
    this.values[name] = value;
    this.storage.setItem(filterStorageKey(this.form), JSON.stringify(this.values));
  }

  /** The required filters (`ui.filterRequired`) that are empty now. */
  get missingRequired(): string[] {
    return this.filters
      .filter(({ field }) => field.ui?.filterRequired)
      .filter((filter) => isFilterEmpty(filter, this.values[filter.name]))
      .map(({ name }) => name);
  }

  /** The required filters to mark: only after the user asked for a search. */
  get blockedBy(): string[] {
    return this.attempted ? this.missingRequired : [];
  }

  /** The body of a query call for the current filters, page and sort. */
  requestBody(page: { pageNumber: number; pageSize: number } = this): Record<string, unknown> {
    const body: Record<string, unknown> = { pageNumber: page.pageNumber, pageSize: page.pageSize };
    for (const filter of this.filters) {
      const value = filterRequestValue(filter, this.values[filter.name]);
      if (value !== undefined) body[filter.name] = value;
    }
    if (this.sort) body.sort = { ...this.sort };
    return body;
  }

  /**
   * Fetches the current page; an answer that arrives after a newer request is dropped. `quiet`
   * (a live update's read) leaves the rows on screen, without the loading overlay, until it answers.
   */
  async load({ quiet = false } = {}): Promise<void> {
    if (this.missingRequired.length > 0) {
      this.rows = [];
      this.count = 0;
      this.countExact = true;
      return;
    }
    const ticket = ++this.latest;
    this.loading = !quiet;
    try {
      const page = await this.fetchPage(this.requestBody());
      runInAction(() => {
        if (ticket !== this.latest) return;
        this.rows = page.rows;
        this.count = page.count;
        this.countExact = page.countExact !== false;
        // A page beyond the end (rows deleted elsewhere, or a full last page past the count limit):
        // show the last page instead, or, where the count stopped at the limit, the page before.
        const lastPage = this.countExact
          ? Math.max(1, Math.ceil(page.count / this.pageSize))
          : this.pageNumber - 1;
        if (page.rows.length === 0 && this.pageNumber > Math.max(1, lastPage)) {
          this.pageNumber = lastPage;
          void this.load();
        }
      });
    } finally {
      runInAction(() => {
        if (ticket === this.latest) this.loading = false;
      });
    }
  }

  /** The Search button: from page 1; refused while a required filter is empty. */
  search(): Promise<boolean> {
    this.attempted = true;
    if (this.missingRequired.length > 0) return Promise.resolve(false);
    this.pageNumber = FIRST_PAGE;
    return this.load().then(() => true);
  }

  /** The Reset button: every filter back to its start (empty or its default days) and forgotten, then page 1. */
  reset(): Promise<void> {
    for (const filter of this.filters) this.values[filter.name] = initialFilterValue(filter);
    this.storage.removeItem(filterStorageKey(this.form));
    this.attempted = false;
    this.pageNumber = FIRST_PAGE;
    return this.load();
  }

  setPage(pageNumber: number): Promise<void> {
    this.pageNumber = Math.max(1, Math.floor(pageNumber));
    return this.load();
  }

  setPageSize(pageSize: number): Promise<void> {
    this.pageSize = pageSize;
    this.pageNumber = FIRST_PAGE;
    return this.load();
  }

  /** A new order (null: the resource's default) starts again from page 1. */
  setSort(sort: Sort | null): Promise<void> {
    this.sort = sort;
    this.pageNumber = FIRST_PAGE;
    return this.load();
  }

  /** Every record of the current query, for export (the server answers at most 9999). */
  async fetchAll(): Promise<StoredRecord[]> {
    return (await this.fetchPage(this.requestBody({ pageNumber: FIRST_PAGE, pageSize: MAX_PAGE_SIZE }))).rows;
  }
}
