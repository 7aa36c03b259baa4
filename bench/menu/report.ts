import { listPaintRows, queryProblems, queryTable } from '../engine/report';
import { formatTable, integer } from '../support/table';
import { importProblems } from './import-dishes';
import { MENU_RECORDS, type MenuFigures } from './menu-step';

/** The import table, the dish list's query table and its paint in Chromium. */
export function menuTable(engines: MenuFigures[]): string {
  const imports = engines.flatMap((engine) =>
    (engine.imports ?? []).map((timing) => [
      `${engine.engine}: POST /pro-api/dish/import${timing.dryRun ? ' (dry run)' : ''}`,
      integer(timing.rows),
      timing.seconds.toFixed(2),
      integer(timing.rowsPerSecond),
      importProblems(timing).join('; ') || 'none',
    ]),
  );
  const paints = engines.flatMap((engine) => {
    const paint = engine.listPaint;
    if (!paint) return [];
    if (paint.skipped ?? paint.error)
      return [
        `Dish list in Chromium (${engine.engine}): ${paint.skipped ? 'skipped' : 'FAILED'}, ${paint.skipped ?? paint.error}`,
      ];
    const dishes = `${MENU_RECORDS.toLocaleString('en')} dishes (${engine.engine})`;
    const via = paint.signedInVia === 'form' ? 'the login form' : 'the API (the login form was not found)';
    const table = formatTable(['measure', 'figure'], listPaintRows(paint.listPaintMs ?? [], dishes));
    return [
      `${table}\nSigned in as hk.owner through ${via}; a visit ends once "${paint.firstRow}" is painted.`,
    ];
  });
  return [
    formatTable(['spreadsheet import', 'rows', 'seconds', 'rows/s', 'problems'], imports),
    queryTable(engines),
    ...paints,
  ].join('\n\n');
}

export function menuProblems(engines: MenuFigures[]): string[] {
  return [
    ...queryProblems(engines),
    ...engines.flatMap((engine) => [
      ...(engine.imports ?? []).flatMap((timing) =>
        importProblems(timing).map((problem) => `${engine.engine}: ${problem}`),
      ),
      ...(engine.listPaint?.error
        ? [`${engine.engine}: dish list in Chromium: ${engine.listPaint.error}`]
        : []),
    ]),
  ];
}
