// Opening hours as plain rules (business spec: branches have opening hours per weekday): rows of a
// weekday (1 Monday … 7 Sunday) with a start and an end (HH:MM), added, changed, removed, and read
// back grouped by day.
export interface OpeningHoursRow {
  weekday: number;
  start: string;
  end: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DEFAULT_ROW: OpeningHoursRow = { weekday: 1, start: '09:00', end: '22:00' };

export function isOpeningHoursRow(value: unknown): value is OpeningHoursRow {
  const row = value as Partial<OpeningHoursRow> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.weekday === 'number' &&
    typeof row.start === 'string' &&
    typeof row.end === 'string'
  );
}

export function rowsOf(value: unknown): OpeningHoursRow[] {
  return Array.isArray(value) ? value.filter(isOpeningHoursRow) : [];
}

/** A new row: the day after the last row's (wrapping to Monday), with the same hours. */
export function addRow(rows: readonly OpeningHoursRow[]): OpeningHoursRow[] {
  const last = rows[rows.length - 1];
  const next = last ? { ...last, weekday: (last.weekday % 7) + 1 } : DEFAULT_ROW;
  return [...rows, next];
}

export function removeRow(rows: readonly OpeningHoursRow[], index: number): OpeningHoursRow[] {
  return rows.filter((_row, position) => position !== index);
}

export function updateRow(
  rows: readonly OpeningHoursRow[],
  index: number,
  change: Partial<OpeningHoursRow>,
): OpeningHoursRow[] {
  return rows.map((row, position) => (position === index ? { ...row, ...change } : row));
}

/** The hours of each day that has any, Monday first, each day's spans in time order. */
export function hoursByWeekday(rows: readonly OpeningHoursRow[]): { weekday: number; spans: string[] }[] {
  return WEEKDAYS.map((weekday) => ({
    weekday,
    spans: rows
      .filter((row) => row.weekday === weekday)
      .sort((a, b) => a.start.localeCompare(b.start))
      .map((row) => `${row.start}–${row.end}`),
  })).filter((day) => day.spans.length > 0);
}
