import { formatTable } from '../support/table';
import { SHEET_TABLES, type StoreFigures } from './store-step';

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Step 7's figures: the settings form painted (cold, then the median warm visit) and the QR sheet. */
export function storeTable(figures: StoreFigures): string {
  if (figures.skipped) return `Store settings: skipped, ${figures.skipped}`;
  if (figures.error) return `Store settings: FAILED, ${figures.error}`;
  const visits = figures.settingsPaintMs ?? [];
  const sheets = figures.sheetSeconds ?? [];
  return formatTable(
    ['measure', 'figure'],
    [
      ['navigation to settings form painted, printing settings, first visit', `${visits[0] ?? 0} ms`],
      [
        `navigation to settings form painted, median of the next ${visits.length - 1}`,
        `${median(visits.slice(1))} ms`,
      ],
      [
        `QR sheet of ${SHEET_TABLES} tables, click to PNG, median of ${sheets.length}`,
        `${median(sheets).toFixed(2)} s`,
      ],
    ],
  );
}

export function storeProblems(figures: StoreFigures): string[] {
  if (figures.error) return [`store settings: ${figures.error}`];
  if (!figures.skipped && (figures.sheetSeconds ?? []).length === 0)
    return ['store settings: no QR sheet was made'];
  return [];
}
