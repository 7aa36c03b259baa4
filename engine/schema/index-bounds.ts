// A value an index holds must fit PostgreSQL's index row (2,704 bytes in a B-tree): a longer text
// breaks the write itself ("index row requires 10328 bytes"), which reached the caller as HTTP 500
// (issue 22 item 7). So every field a resource indexes (a unique set, `indexes`, the default sort's
// order index) holds one value, and its texts declare their bound, refused on the field as any
// other rule is before the database sees them.
import type { SchemaProblem } from './checker';
import type { FieldSchema, ResourceSchema } from './resource';

/**
 * The most characters the texts of one index may hold together: at 4 bytes a character in UTF-8,
 * 2,400 bytes, within the index row beside the tenant columns.
 */
export const INDEXED_TEXT_LENGTH = 600;

const FIXED_SIZE = new Set(['integer', 'number', 'boolean']);

/** The longest text a field may hold: its own or any region's `maxLength`, or its longest choice. */
function textBound(field: FieldSchema): number | undefined {
  if (Array.isArray(field.enum)) return Math.max(0, ...field.enum.map((choice) => String(choice).length));
  const bounds = [
    field.maxLength,
    ...Object.values(field.regions ?? {}).map((variant) => variant?.maxLength),
  ];
  const declared = bounds.filter((bound): bound is number => typeof bound === 'number');
  return typeof field.maxLength === 'number' ? Math.max(...declared) : undefined;
}

/** The indexes a resource's table gets from its schema (tables.ts), each with where it is declared. */
function indexesOf(resource: ResourceSchema): [string, string[]][] {
  const indexes: [string, string[]][] = [];
  (resource.unique ?? []).forEach((fields, i) => indexes.push([`$.unique[${i}]`, fields]));
  (resource.indexes ?? []).forEach((field, i) => indexes.push([`$.indexes[${i}]`, [field]]));
  const sort = resource.defaultSort?.field;
  if (sort && resource.fields[sort]) indexes.push(['$.defaultSort.field', [sort]]);
  return indexes;
}

export function indexBoundProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [where, names] of indexesOf(resource)) {
    let total = 0;
    for (const name of names) {
      const field = resource.fields[name];
      if (!field || FIXED_SIZE.has(field.type)) continue;
      const bound = field.type === 'string' ? textBound(field) : undefined;
      if (bound === undefined) {
        const reason =
          field.type === 'string'
            ? `"${name}" is indexed (${where}): declare its maxLength, so no value outgrows the index row`
            : `"${name}" is indexed (${where}): an index holds one number, switch or text, not ${field.type}`;
        problems.push({ file, path: `$.fields.${name}`, reason });
      } else total += bound;
    }
    if (total > INDEXED_TEXT_LENGTH)
      problems.push({
        file,
        path: where,
        reason: `the texts of this index hold up to ${total} characters together, more than ${INDEXED_TEXT_LENGTH}`,
      });
  }
  return problems;
}
