// An exported lookup column reads as the list shows it, by its labels: the labels of every exported
// record's ids are read first, one request per column, then each cell joins its own.
import type { Lookups } from '../../client/lookups';
import { idsOf, type LookupHint } from '../../client/lookup-query';
import type { StoredRecord } from '../../client/resource-api';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { displayValue } from '../display-value';
import type { Translate } from '../field-text';
import type { CellText } from './export-sheet';

function lookupOf(field: FieldSchema | undefined): LookupHint | undefined {
  return field?.ui?.widget === 'lookup' ? field.ui.lookup : undefined;
}

export async function lookupCellText(
  lookups: Lookups,
  resource: ResourceSchema,
  columns: readonly string[],
  records: readonly StoredRecord[],
  t: Translate,
): Promise<CellText> {
  await Promise.all(
    columns.map((name) => {
      const hint = lookupOf(resource.fields[name]);
      const ids = new Set(records.flatMap((record) => idsOf(record[name])));
      return hint && lookups.labels(hint).load([...ids]);
    }),
  );
  return (field, value) => {
    const hint = lookupOf(field);
    if (!hint) return displayValue(field, value, t);
    const labels = lookups.labels(hint);
    return idsOf(value)
      .map((id) => labels.labelOf(id) ?? String(id))
      .join(', ');
  };
}
