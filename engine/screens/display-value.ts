// A stored value as a person reads it, shared by the list, the export and the detail screen: enum
// values by their labels, yes/no for switches, lists joined, rows summed up in a line, stamps as
// local date and time; a secret never.
import { formatDate } from '../client/format/date-format';
import type { FieldSchema } from '../schema/resource';
import { isSecretField } from '../schema/secret-fields';
import { htmlPlainText } from '../widgets/rich-text/rich-text-html';
import { enumText, type Translate } from './field-text';
import { isRowsField } from './rows-field';
import { rowsSummary } from './rows-summary';

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function itemsSchema(field: FieldSchema | undefined): FieldSchema | undefined {
  const items = field?.items;
  if (typeof items !== 'object' || items === null) return undefined;
  // An array's items share its enum labels (`ui.labels` sits on the array field).
  return { ...(items as FieldSchema), ui: field?.ui };
}

export function displayValue(field: FieldSchema | undefined, value: unknown, t: Translate): string {
  if (field && isSecretField(field)) return '';
  // A switch never set is off (core spec §5: a switch is never empty).
  if (field?.type === 'boolean' && (value === undefined || value === null)) return t('engine:value.no');
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return t(value ? 'engine:value.yes' : 'engine:value.no');
  // A number range reads as its two ends, "10 – 20", an open end left blank.
  if (field?.ui?.widget === 'numberRange' && Array.isArray(value))
    return value.map((end) => (typeof end === 'number' ? String(end) : '')).join(' – ');
  if (isRowsField(field)) return rowsSummary(field, value, t);
  if (Array.isArray(value)) {
    const items = itemsSchema(field);
    return value.map((item) => displayValue(items, item, t)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, part]) => `${key}: ${displayValue(undefined, part, t)}`)
      .join(' ');
  }
  if (field?.ui?.labels) return enumText(field, value, t);
  // Rich text reads as its words: a list cell, a tooltip or a spreadsheet shows no markup.
  if (field?.ui?.widget === 'richText' && typeof value === 'string') return htmlPlainText(value);
  if (typeof value === 'string' && STAMP.test(value)) return formatDate(value);
  return String(value);
}
