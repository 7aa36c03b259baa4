// One spreadsheet cell as the value its field stores (issue 6 import). A cell reads as the export
// wrote it, in whichever language the sheet was made: enum values by their labels, switches by the
// words yes and no, lists joined by commas. A lookup keeps its label text for the server to resolve.
// A cell that reads as nothing of its type is kept as it is, so the validation names it.
import type { FieldSchema } from '../../schema/resource';
import { enumLabels, type Translate } from '../field-text';

/** Turns a non-blank cell into the field's value; undefined when nothing is left of it. */
export type CellReader = (cell: unknown) => unknown;

/** A heading or label as matched: case, surrounding and repeated spaces do not count. */
export const normalText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** How the export and a person separate the items of a list, in English or Chinese. */
export const LIST_SEPARATOR = /[,，、]/;

export function isBlankCell(cell: unknown): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

const textOf = (cell: unknown): string => (cell instanceof Date ? cell.toISOString() : String(cell).trim());

const pad = (part: number) => String(part).padStart(2, '0');

/**
 * A date cell as the string its field stores. xlsx builds dates a few seconds off in some time
 * zones (their historical offsets), so the date is taken to the nearest minute first.
 */
function dateText(field: FieldSchema, cell: Date): string {
  const date = new Date(Math.round(cell.getTime() / 60_000) * 60_000);
  if (field.format === 'date-time') return date.toISOString();
  if (field.format === 'time' || field.ui?.widget === 'time')
    return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const THOUSANDS = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

function numberOf(cell: unknown): unknown {
  if (typeof cell !== 'string') return cell;
  const text = cell.trim();
  const number = Number(THOUSANDS.test(text) ? text.replace(/,/g, '') : text);
  return Number.isFinite(number) ? number : text;
}

/** Yes and no as the export writes them in every language, and as people type them. */
function booleanReader(languages: readonly Translate[]): CellReader {
  const words = new Map<string, boolean>([
    ['true', true],
    ['false', false],
    ['1', true],
    ['0', false],
  ]);
  for (const t of languages) {
    words.set(normalText(t('engine:value.yes')), true);
    words.set(normalText(t('engine:value.no')), false);
  }
  return (cell) => (typeof cell === 'boolean' ? cell : (words.get(normalText(String(cell))) ?? cell));
}

/** Whether the field's type is, or (a list of types such as ["number", "null"]) includes, this one. */
const hasType = (field: FieldSchema, type: string): boolean =>
  ([field.type] as unknown[]).flat().includes(type);

/** An enum's values by their labels in every language and by themselves; undefined without an enum. */
function enumOptions(field: FieldSchema, languages: readonly Translate[]): Map<string, unknown> | undefined {
  // Labels without an enum name string values; any other type keeps its own reading.
  const labelled = field.ui?.labels && hasType(field, 'string') ? Object.keys(field.ui.labels) : undefined;
  const values = Array.isArray(field.enum) ? (field.enum as unknown[]) : labelled;
  if (!values) return undefined;
  const options = new Map<string, unknown>();
  for (const t of languages) {
    const labels = enumLabels(field, t);
    for (const value of values) {
      const label = labels[String(value)];
      if (label !== undefined && !options.has(normalText(label))) options.set(normalText(label), value);
    }
  }
  for (const value of values) options.set(normalText(String(value)), value);
  return options;
}

function scalarReader(field: FieldSchema, languages: readonly Translate[]): CellReader {
  const byType: CellReader =
    hasType(field, 'integer') || hasType(field, 'number')
      ? numberOf
      : hasType(field, 'boolean')
        ? booleanReader(languages)
        : hasType(field, 'string')
          ? (cell) => (cell instanceof Date ? dateText(field, cell) : textOf(cell))
          : (cell) => cell;
  const options = enumOptions(field, languages);
  if (!options) return byType;
  return (cell) => options.get(normalText(textOf(cell))) ?? byType(cell);
}

const listOf = (cell: unknown): unknown[] =>
  typeof cell === 'string'
    ? cell
        .split(LIST_SEPARATOR)
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : [cell];

/** An array's items, which share its enum labels (`ui.labels` sits on the array field). */
function itemField(field: FieldSchema): FieldSchema {
  const items =
    typeof field.items === 'object' && field.items !== null ? (field.items as FieldSchema) : field;
  return { ...items, ui: { labels: field.ui?.labels } };
}

/** "10 – 20" as the export writes a number range, an open end left blank. */
function rangeOf(cell: unknown): unknown {
  const ends = String(cell).split(/[–~]/);
  if (ends.length !== 2) return cell;
  return ends.map((end) => (end.trim() === '' ? null : numberOf(end)));
}

/** The reader of one field's cells, made once per column rather than once per cell. */
export function cellReader(field: FieldSchema, languages: readonly Translate[]): CellReader {
  // The label text is sent as it is: the server finds the record within the import's company.
  if (field.ui?.lookup) return (cell) => textOf(cell);
  if (field.ui?.widget === 'numberRange') return rangeOf;
  if (field.type === 'array') {
    const item = scalarReader(itemField(field), languages);
    return (cell) => {
      const items = listOf(cell).map(item);
      return items.length > 0 ? items : undefined;
    };
  }
  return scalarReader(field, languages);
}
