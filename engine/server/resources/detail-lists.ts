// Lists inside a record's detail (docs/schemas.md "Lists inside the detail"): a resource declares
// each list's columns, a module registers the provider that makes its rows. The engine finds the
// record within the caller's reach first, so a provider is only ever asked about a record its
// caller may read, and pages and checks the request itself.
import type { DetailListRow } from '../../protocol/detail-list';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { DetailColumn, DetailList } from '../../schema/resource';
import type { Queryable } from '../db/database';
import { bodySchema, PAGING_PROPERTIES, ROW_ID, type JsonSchema } from '../route-schema';

/** What a provider is asked: the record as its reader reads it, the page, the filter value. */
export interface DetailListAsk {
  record: Readonly<Record<string, unknown>>;
  /** The record's company (null for the platform's own records). */
  companyId: number | null;
  limit: number;
  offset: number;
  /** One of the list's declared filter values; undefined when it declares none. */
  filter: string | undefined;
}

/** A page of rows and how many rows the whole list holds. */
export interface DetailListPage {
  rows: DetailListRow[];
  total: number;
}

export type DetailListProvider = (q: Queryable, ask: DetailListAsk) => Promise<DetailListPage>;

/** The providers the schemas name and no module registered. */
export function missingDetailListProviders(
  schemas: CheckedSchemas,
  providers: ReadonlyMap<string, DetailListProvider>,
): string[] {
  const named = schemas.resources.flatMap((resource) =>
    (resource.detailLists ?? []).map((list) => list.provider),
  );
  return [...new Set(named)].filter((name) => !providers.has(name));
}

/** The body a list's call takes: the record's id, the page and, when the list has one, its filter. */
export function detailListBody(list: DetailList): JsonSchema {
  const filter: Record<string, JsonSchema> = list.filter
    ? { filter: { enum: list.filter.values, title: 'fields:filter' } }
    : {};
  return bodySchema({ id: ROW_ID, ...PAGING_PROPERTIES, ...filter }, ['id']);
}

const VALUE_SCHEMAS: Record<DetailColumn['format'], JsonSchema> = {
  money: { type: 'integer' },
  count: { type: 'integer' },
  moment: { type: 'string', format: 'date-time' },
  text: { type: 'string' },
};

/** One row as the call answers it: every declared column, each value null where there is none. */
export function detailListRowSchema(list: DetailList): JsonSchema {
  return {
    type: 'object',
    required: list.columns.map((column) => column.key),
    properties: Object.fromEntries(
      list.columns.map((column) => [
        column.key,
        { title: column.title, anyOf: [VALUE_SCHEMAS[column.format], { type: 'null' }] },
      ]),
    ),
    additionalProperties: false,
  };
}
