// How a value of a detail list reads (docs/schemas.md "Lists inside the detail"): money from integer
// cents as a price, a count grouped by thousands, either with its sign when the column asks (a
// history's credits and debits), a moment in the viewer's zone, a code by its label.
import { formatCount } from '../../client/format/count-format';
import { formatDate } from '../../client/format/date-format';
import { formatPrice } from '../../client/format/price-format';
import type { DetailListRow } from '../../protocol/detail-list';
import type { DetailColumn } from '../../schema/resource';

export function detailValueText(
  column: DetailColumn,
  value: DetailListRow[string] | undefined,
  t: (key: string) => string,
): string {
  if (value === null || value === undefined || value === '') return t('engine:value.empty');
  if (typeof value === 'number' && (column.format === 'money' || column.format === 'count')) {
    const text = column.format === 'money' ? formatPrice(value / 100) : formatCount(value);
    return column.signed && value > 0 ? `+${text}` : text;
  }
  if (column.format === 'moment') return formatDate(String(value));
  const label = column.labels?.[String(value)];
  return label ? t(label) : String(value);
}
