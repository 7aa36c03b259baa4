// A list inside a record's detail (docs/schemas.md "Lists inside the detail", docs/api.md): the call
// `PUT {endpoint}/detail/{name}` and its answer, shared by the server and the browser.

/** The record whose list is asked, the page, and the filter value (the list's first when absent). */
export interface DetailListBody {
  id: number;
  pageNumber?: number;
  pageSize?: number;
  filter?: string;
}

/** One row: a value for each declared column, null where it has none. */
export type DetailListRow = Record<string, string | number | null>;
