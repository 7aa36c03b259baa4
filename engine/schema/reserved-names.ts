// The keys a resource call reads for itself, apart from the record's fields (issue 10 item 3): the
// row's own columns, which every answer carries, and the call's parameters. A schema may name any
// other field; the checker refuses these, and JavaScript's own object keys, as field names.

/** Columns that are not in the data document, by their API names. */
export const ROW_KEYS = [
  'id',
  'companyId',
  'shopId',
  'version',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
] as const;

/** Parameters of the calls: several ids, the caller's language (core spec §7), paging and sorting. */
export const REQUEST_KEYS = ['ids', 'envLang', 'pageNumber', 'pageSize', 'sort'] as const;

const RESERVED: ReadonlySet<string> = new Set([...ROW_KEYS, ...REQUEST_KEYS]);

/** `constructor`, `toString`, `__proto__` …: names every object answers, so never a field's. */
const isObjectKeyword = (name: string): boolean => name in Object.prototype;

export function isReservedName(name: string): boolean {
  return RESERVED.has(name) || isObjectKeyword(name);
}
