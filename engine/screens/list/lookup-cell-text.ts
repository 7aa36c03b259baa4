// An exported cell reads as the list shows it, lookups by their labels (a lookup column's, or the
// lookup a rows summary names its rows by): the labels of every exported record's ids are read
// first, one request per referenced resource, then each cell writes its own.
import type { Lookups } from '../../client/lookups';
import type { StoredRecord } from '../../client/resource-api';
import type { ResourceSchema } from '../../schema/resource';
import { displayValue } from '../display-value';
import type { Translate } from '../field-text';
import { isRowsField } from '../rows-field';
import { rowsSummary, type LabelOf } from '../rows-summary';
import { shownLookup } from '../shown-lookup';
import type { CellText } from './export-sheet';

export async function lookupCellText(
  lookups: Lookups,
  resource: ResourceSchema,
  columns: readonly string[],
  records: readonly StoredRecord[],
  t: Translate,
): Promise<CellText> {
  await Promise.all(
    columns.map((name) => {
      const shown = shownLookup(resource.fields[name]);
      const ids = new Set(records.flatMap((record) => shown?.idsIn(record[name]) ?? []));
      return shown && lookups.labels(shown.hint).load([...ids]);
    }),
  );
  const labelOf: LabelOf = (hint, id) => lookups.labels(hint).labelOf(id);
  return (field, value) => {
    if (isRowsField(field)) return rowsSummary(field, value, t, labelOf);
    const shown = shownLookup(field);
    if (!shown) return displayValue(field, value, t);
    return shown
      .idsIn(value)
      .map((id) => labelOf(shown.hint, id) ?? String(id))
      .join(', ');
  };
}
