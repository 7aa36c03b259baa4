// A spreadsheet as records of a resource (issue 6 import). Headings name fields by their labels in
// any of the three languages, so a sheet exported under an English screen imports under a Chinese
// one, or by the field names themselves. Before anything is sent, each record meets the same
// validation the server runs, so obviously bad rows are told at once; what only the server knows
// (the records a lookup's label names, duplicates) waits for its dry run.
import { pickMessage, type Language } from '../../client/language';
import type { ImportOutcome } from '../../protocol/import';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceSchema } from '../../schema/resource';
import { subFieldsOf } from '../../schema/row-fields';
import { isSecretField } from '../../schema/secret-fields';
import type { Sheet } from '../../widgets/excel-file';
import { fieldLabel, problemMessage, type Translate } from '../field-text';
import { cellReader, isBlankCell, LIST_SEPARATOR, normalText } from './sheet-cell-value';

export interface SheetRecord {
  /** The row's number in the sheet (the header's is 1), so a message names the row to correct. */
  sheetRow: number;
  values: Record<string, unknown>;
}

export interface SheetReading {
  records: SheetRecord[];
  /** Headings that name no field (or a field another heading named already): their cells are ignored. */
  unknownHeadings: string[];
  /** Headings of fields an import cannot fill (see importableFields): their cells are ignored. */
  unimportableHeadings: string[];
}

export interface SheetProblem {
  sheetRow: number;
  field: string;
  message: string;
}

/**
 * The fields a sheet can fill: not rows or objects (a cell holds one line), not secrets (a sheet
 * is no place for passwords), not those the server sets (read-only ones and the state).
 */
export function importableFields(resource: ResourceSchema): string[] {
  return Object.entries(resource.fields)
    .filter(
      ([name, field]) =>
        field.type !== 'object' &&
        !subFieldsOf(field) &&
        !isSecretField(field) &&
        !field.ui?.readOnly &&
        name !== resource.stateMachine?.field,
    )
    .map(([name]) => name);
}

/** The import template's headings: the importable fields' labels in the UI language. */
export function templateHeadings(resource: ResourceSchema, t: Translate): string[] {
  return importableFields(resource).map((name) => fieldLabel(resource, name, t));
}

/** Heading text → field name: labels in the given languages' order, then the names themselves. */
function fieldsByHeading(resource: ResourceSchema, languages: readonly Translate[]): Map<string, string> {
  const found = new Map<string, string>();
  const offer = (text: string, name: string) => {
    if (!found.has(normalText(text))) found.set(normalText(text), name);
  };
  for (const t of languages)
    for (const name of Object.keys(resource.fields)) offer(fieldLabel(resource, name, t), name);
  for (const name of Object.keys(resource.fields)) offer(name, name);
  return found;
}

/**
 * Reads the sheet's rows as records. `languages` translate into each UI language, the current one
 * first (it wins when two languages give different fields the same label). Blank cells are left
 * out, and a row with nothing to import is skipped.
 */
export function readSheetRecords(
  resource: ResourceSchema,
  sheet: Sheet,
  languages: readonly Translate[],
): SheetReading {
  const byHeading = fieldsByHeading(resource, languages);
  const importable = new Set(importableFields(resource));
  const taken = new Set<string>();
  const columns: { heading: string; name: string; read: ReturnType<typeof cellReader> }[] = [];
  const unknownHeadings: string[] = [];
  const unimportableHeadings: string[] = [];
  for (const heading of sheet.header) {
    const name = byHeading.get(normalText(heading));
    const field = name === undefined ? undefined : resource.fields[name];
    if (name === undefined || !field || taken.has(name)) unknownHeadings.push(heading);
    else if (!importable.has(name)) unimportableHeadings.push(heading);
    else columns.push({ heading, name, read: cellReader(field, languages) });
    if (name !== undefined) taken.add(name);
  }
  const records: SheetRecord[] = [];
  sheet.rows.forEach((row, index) => {
    const values: Record<string, unknown> = {};
    for (const { heading, name, read } of columns) {
      // Own keys only: a heading such as "constructor" must not read Object's prototype.
      const cell = Object.hasOwn(row, heading) ? row[heading] : undefined;
      const value = isBlankCell(cell) ? undefined : read(cell);
      if (value !== undefined) values[name] = value;
    }
    // Without the reader's numbers, rows are counted from the one under the header.
    const sheetRow = sheet.rowNumbers?.[index] ?? index + 2;
    if (Object.keys(values).length > 0) records.push({ sheetRow, values });
  });
  return { records, unknownHeadings, unimportableHeadings };
}

/**
 * A lookup holding label text cannot be checked here: the record stands in with an id per label,
 * so the rules that count ids still count them, and problems on that field are left to the server.
 */
function withStandInIds(resource: ResourceSchema, values: Record<string, unknown>) {
  const checked = { ...values };
  const pending = new Set<string>();
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields[name];
    if (!field?.ui?.lookup || typeof value !== 'string') continue;
    pending.add(name);
    const labels = value.split(LIST_SEPARATOR).filter((label) => label.trim() !== '');
    checked[name] = field.type === 'array' ? labels.map((_label, index) => index + 1) : 1;
  }
  return { checked, pending };
}

/** The problems the browser can see, per row, in the UI language. */
export function sheetProblems(
  resource: ResourceSchema,
  records: readonly SheetRecord[],
  t: Translate,
): SheetProblem[] {
  return records.flatMap(({ sheetRow, values }) => {
    const { checked, pending } = withStandInIds(resource, values);
    return validateRecord(resource, checked, Object.keys(values))
      .problems.filter((problem) => !pending.has(problem.field))
      .map((problem) => ({ sheetRow, field: problem.field, message: problemMessage(resource, problem, t) }));
  });
}

/** The server's problems placed on the sheet's rows: the server counts the rows sent, from 1. */
export function outcomeProblems(
  outcome: ImportOutcome,
  records: readonly SheetRecord[],
  language: Language,
): SheetProblem[] {
  return outcome.problems.map((problem) => ({
    sheetRow: records[problem.row - 1]?.sheetRow ?? problem.row,
    field: problem.field,
    message: pickMessage(language, problem),
  }));
}
