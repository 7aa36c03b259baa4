// A spreadsheet names other records by their label ("Milk tea" for a category), as the export
// wrote them. Before an import each label becomes the id of the one record carrying it within the
// import's company; none, or several, is a problem of that row (business spec §5). A label longer
// than the labels it names can be is refused as such, never looked up nor echoed back whole.
import type { CheckedSchemas } from '../../schema/catalogue';
import type { FieldProblem } from '../../schema/field-problem';
import { textLengthOf } from '../../schema/record-validation';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import type { Queryable } from '../db/database';
import type { Actor } from './actor';
import { scopeConditions } from './list-query';
import { tableName } from './naming';
import { SqlParams } from './sql-params';

type Row = Record<string, unknown>;

/** The labels a cell names: one, or several separated by commas for a field of several ids. */
function labelsIn(field: FieldSchema, cell: unknown): unknown[] {
  if (field.type === 'array') {
    if (typeof cell === 'string')
      return cell
        .split(/[,，、]/)
        .map((part) => part.trim())
        .filter(Boolean);
    return Array.isArray(cell) ? cell : [];
  }
  return [cell];
}

/** label → ids of the records carrying it, in its own or its English name. */
async function idsByLabel(
  tx: Queryable,
  target: ResourceSchema,
  labelField: string,
  labels: string[],
  actor: Actor,
  companyId: number | null,
): Promise<Map<string, number[]>> {
  const params = new SqlParams();
  const where = scopeConditions(target, actor, params);
  if (companyId !== null && target.scope !== 'platform') where.push(`company_id = ${params.add(companyId)}`);
  const wanted = params.add(labels);
  where.push(`(data->>'${labelField}' = ANY(${wanted}) OR data->>'${labelField}_en' = ANY(${wanted}))`);
  const { rows } = await tx.query<{ id: number; label: string | null; english: string | null }>(
    `SELECT id, data->>'${labelField}' AS label, data->>'${labelField}_en' AS english
       FROM ${tableName(target)} WHERE ${where.join(' AND ')}`,
    params.values,
  );
  const found = new Map<string, number[]>();
  for (const row of rows) {
    for (const label of new Set([row.label, row.english])) {
      if (label) found.set(label, [...(found.get(label) ?? []), row.id]);
    }
  }
  return found;
}

/**
 * Replaces each label in the rows' lookup fields by its record's id, in place, and answers each
 * row's problems (by index): a label no record carries, or one several records carry.
 */
export async function resolveLookupLabels(
  tx: Queryable,
  schemas: CheckedSchemas,
  resource: ResourceSchema,
  rows: Row[],
  actor: Actor,
  companyId: number | null,
): Promise<FieldProblem[][]> {
  const problems: FieldProblem[][] = rows.map(() => []);
  for (const [name, field] of Object.entries(resource.fields)) {
    const lookup = field.ui?.lookup;
    const target = lookup ? schemas.byName.get(lookup.resource) : undefined;
    if (!lookup || !target) continue;
    const longest = textLengthOf(target.fields[lookup.labelField] ?? {});
    const labels = new Set<string>();
    for (const row of rows)
      for (const part of labelsIn(field, row[name])) if (typeof part === 'string') labels.add(part);
    if (labels.size === 0) continue;
    const sought = [...labels].filter((label) => label.length <= longest);
    const found =
      sought.length > 0
        ? await idsByLabel(tx, target, lookup.labelField, sought, actor, companyId)
        : new Map<string, number[]>();
    rows.forEach((row, index) => {
      if (row[name] === undefined || row[name] === null || row[name] === '') return;
      const ids = labelsIn(field, row[name]).map((part) => {
        if (typeof part !== 'string') return part;
        if (part.length > longest) {
          problems[index]?.push({
            field: name,
            key: 'validation:maxLength',
            label: field.title,
            params: { limit: longest },
          });
          return undefined;
        }
        const matches = found.get(part) ?? [];
        if (matches.length !== 1)
          problems[index]?.push({
            field: name,
            key: matches.length === 0 ? 'validation:lookupMissing' : 'validation:lookupAmbiguous',
            label: field.title,
            params: { value: part },
          });
        return matches[0];
      });
      row[name] = field.type === 'array' ? ids : ids[0];
    });
  }
  return problems;
}
