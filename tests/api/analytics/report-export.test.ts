// A declared report as a spreadsheet through PUT /pro-api/report/{name}/export on both engines
// (docs/api.md "Reports"): for every report, each part's sheet holds the JSON answer's rows as the
// screen shows them, what was cut past a limit, the totals to the cent and the comparison window's
// block; a first sheet says what was asked; the words are the caller's language; and the call is
// refused as the report call is (no privilege, a shop out of reach, bad dates), with no file.
import ExcelJS from 'exceljs';
import { Status } from '../../../engine/protocol/status';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { PartAnswer, ReportAnswer, ReportColumn, ReportRow } from '../../../engine/protocol/report';
import { loadMessages } from '../../../engine/server/messages';
import { sheetNames } from '../../../engine/server/exports/sheet-names';
import { loadProductReports } from '../../../server/sales/product-reports';
import { describeOnEachDatabase } from '../support/api-harness';
import { datesBetween, insertOrders, sampleOrders } from '../support/sales-facts';
import { addUserWithoutPrivileges, demoTenants, type DemoTenants } from '../support/tenants';

const RANGE = { from: '2026-03-01', to: '2026-03-14' };
const LAST_WEEK = { from: '2026-02-22', to: '2026-03-07' };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Cell = string | number | Date | null;

/** A sheet's rows as values, `width` cells each (an empty cell is null). */
function gridOf(sheet: ExcelJS.Worksheet, width: number): Cell[][] {
  return Array.from({ length: sheet.rowCount }, (_, index) =>
    Array.from({ length: width }, (_, column) => {
      const value = sheet.getRow(index + 1).getCell(column + 1).value;
      return value === undefined ? null : (value as Cell);
    }),
  );
}

describeOnEachDatabase('declared reports as spreadsheets', (api) => {
  let tenants: DemoTenants;
  const messages = () => loadMessages(api.config.localesDir);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const { rows } = await api.db.query<{ id: number }>(
      'SELECT id FROM res_category WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 3',
      [tenants.hk],
    );
    const shops = [tenants.central, tenants.causeway].map((shopId) => ({
      companyId: tenants.hk,
      shopId,
      categories: [...rows.map((row) => row.id), null],
    }));
    await insertOrders(api.db, sampleOrders(shops, datesBetween(LAST_WEEK.from, RANGE.to), 7));
  }, 60_000);

  /** The export as `username` reads it, in `language`, beside the report call's answer. */
  async function exported(username: string, name: string, body: object, language = 'en') {
    const headers = { 'x-token': await api.signIn(username), 'accept-language': language };
    const payload = { ...body, envLang: language === 'en' ? 'en' : 'zh' };
    const url = `/pro-api/report/${name}`;
    const [json, file] = await Promise.all([
      api.app.inject({ method: 'PUT', url, headers, payload }),
      api.app.inject({ method: 'PUT', url: `${url}/export`, headers, payload }),
    ]);
    return { answer: json.json<Envelope<ReportAnswer>>(), file };
  }

  async function bookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
    const book = new ExcelJS.Workbook();
    // exceljs types its input as the older Buffer type.
    await book.xlsx.load(payload as unknown as ArrayBuffer);
    return book;
  }

  it('writes every part of every report as the answer has it, totals to the cent', async () => {
    const t = (key: string) => messages().t('en', key);
    /** A value as the sheet must hold it: money compared in cents, read back from its units. */
    const shown = (column: ReportColumn, row: ReportRow, labelled = true): Cell => {
      const label = row[`${column.key}Label`];
      if (labelled && typeof label === 'string') return label;
      const value = row[column.key];
      if (value === null || value === undefined) return null;
      if (column.noneKey && (value === 0 || value === '')) return t(column.noneKey);
      if (column.labelKeys) return t(`${column.labelKeys}.${value}`);
      if (column.format === 'date') return new Date(`${value}T00:00:00Z`);
      if (column.format === 'hour') return `${String(value).padStart(2, '0')}:00`;
      return value;
    };
    const expectedGrid = (part: PartAnswer): Cell[][] => {
      const bare = !part.columns.some((column) => column.role === 'dimension');
      const lead = (cells: Cell[]) => (bare ? [null, ...cells] : cells);
      const summary = (label: string, figures: ReportRow) => {
        const cells = part.columns.map((column) =>
          column.role === 'measure' ? shown(column, figures, false) : null,
        );
        return bare ? [label, ...cells] : [label, ...cells.slice(1)];
      };
      const headers = lead(part.columns.map((column) => t(column.title)));
      const block = (figures: { rows: ReportRow[]; totals: ReportRow; rest?: ReportRow }) => [
        ...figures.rows.map((row) => lead(part.columns.map((column) => shown(column, row)))),
        ...(figures.rest ? [summary('All others', figures.rest)] : []),
        summary('Total', figures.totals),
      ];
      const compare = part.compare;
      return [
        headers,
        ...block(part),
        ...(compare
          ? [
              headers.map(() => null),
              [
                `Compared with last week (${compare.from} – ${compare.to})`,
                ...headers.slice(1).map(() => null),
              ],
              headers,
              ...block(compare),
            ]
          : []),
      ];
    };
    /**
     * The sheet's money cells back in cents (to the cent, whatever the binary fraction), and its
     * durations, which a reader of the file gets as moments after Excel's day 0, back in minutes.
     */
    const inCents = (part: PartAnswer, grid: Cell[][]): Cell[][] => {
      const offset = part.columns.some((column) => column.role === 'dimension') ? 0 : 1;
      const formatAt = new Map(part.columns.map((column, i) => [i + offset, column.format]));
      const EXCEL_DAY_0 = Date.UTC(1899, 11, 30);
      return grid.map((row) =>
        row.map((cell, i) => {
          if (formatAt.get(i) === 'money' && typeof cell === 'number') return Math.round(cell * 100);
          if (formatAt.get(i) === 'minutes' && cell instanceof Date)
            return Math.round((cell.getTime() - EXCEL_DAY_0) / 60_000);
          return cell;
        }),
      );
    };

    const reports = loadProductReports(api.config, api.schemas);
    let rows = 0;
    for (const report of reports.values()) {
      const { answer, file } = await exported('hk.owner', report.name, { ...RANGE, compare: 'lastWeek' });
      expect([report.name, answer.status, file.statusCode]).toEqual([report.name, Status.ok.code, 200]);
      expect(file.headers['content-type']).toBe(XLSX);
      expect(file.headers['content-disposition']).toContain(
        `filename="${report.name}-${RANGE.from}-${RANGE.to}.xlsx"`,
      );
      const book = await bookOf(file.rawPayload);
      // Each part's title as Excel lets a sheet be named (sheet-names.ts).
      expect(book.worksheets.map((sheet) => sheet.name)).toEqual(
        sheetNames(['Report', ...answer.data.parts.map((part) => t(part.title))]),
      );
      for (const [index, part] of answer.data.parts.entries()) {
        const sheet = book.worksheets[index + 1];
        if (!sheet) throw new Error(`no sheet for ${part.name}`);
        const expected = expectedGrid(part);
        const width = expected[0]?.length ?? 0;
        expect([report.name, part.name, inCents(part, gridOf(sheet, width))]).toEqual([
          report.name,
          part.name,
          expected,
        ]);
        rows += part.rows.length;
      }
    }
    expect(rows).toBeGreaterThan(100);
  }, 120_000);

  it('says what was asked on its first sheet, and speaks the caller’s language', async () => {
    const body = { ...RANGE, shopIds: [tenants.central], compare: 'lastWeek' };
    const { answer, file } = await exported('hk.owner', 'sales_report', body);
    const about = (await bookOf(file.rawPayload)).worksheets[0];
    if (!about) throw new Error('no first sheet');
    const grid = gridOf(about, 2);
    expect(grid.slice(0, 5)).toEqual([
      ['Sales report', null],
      ['From', new Date('2026-03-01T00:00:00Z')],
      ['To', new Date('2026-03-14T00:00:00Z')],
      ['Branches', 'Central'],
      ['Compare with', 'last week (2026-02-22 – 2026-03-07)'],
    ]);
    expect(grid[5]?.[0]).toMatch(
      /^Figures include every order received up to \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(answer.data.freshness).not.toBeNull();

    const chinese = await exported('hk.owner', 'sales_report', body, 'zh-TW');
    const book = await bookOf(chinese.file.rawPayload);
    const zh = (key: string) => messages().t('zh-TW', key);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      '報表',
      ...chinese.answer.data.parts.map((part) => zh(part.title)),
    ]);
    expect(gridOf(book.worksheets[0] as ExcelJS.Worksheet, 2)[3]).toEqual(['分店', '中環店']);
    const byShop = book.getWorksheet(zh('reports:parts.byShop'));
    expect(byShop?.getRow(1).getCell(1).value).toBe(zh('reports:dimensions.shop'));
    expect(byShop?.getRow(2).getCell(1).value).toBe('中環店');
    expect(byShop?.getRow(3).getCell(1).value).toBe('合計');
    expect(byShop?.getRow(2).getCell(2).numFmt).toBe('"$"#,##0.00');
  });

  it('refuses whoever lacks the report’s route before reading the body, and sends no file', async () => {
    await addUserWithoutPrivileges(api.db, 'export.nobody', tenants.hk);
    for (const body of [RANGE, { from: 'x' }]) {
      const { file } = await exported('export.nobody', 'sales_report', body);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(file.headers['content-disposition']).toBeUndefined();
      expect(file.json<Envelope>().status).toBe(Status.forbidden.code);
    }
    expect((await exported('hk.owner', 'nothing', RANGE)).file.json<Envelope>().status).toBe(
      Status.notFound.code,
    );
  });

  it('refuses a shop out of reach and bad dates naming the field', async () => {
    const refused: [string, object, string][] = [
      ['hk.owner', { ...RANGE, shopIds: [tenants.mongkok] }, 'shopIds'],
      ['hk.central', { ...RANGE, shopIds: [tenants.causeway] }, 'shopIds'],
      ['hk.owner', { ...RANGE, from: '2026-02-30' }, 'from'],
      ['hk.owner', { ...RANGE, to: '2026-13-01' }, 'to'],
      ['hk.owner', { from: '2026-03-14', to: '2026-03-01' }, 'to'],
      ['hk.owner', { from: '2025-01-01', to: '2026-01-02' }, 'to'],
      ['hk.owner', { to: RANGE.to }, 'from'],
      ['hk.owner', { ...RANGE, compare: 'twoYearsAgo' }, 'compare'],
    ];
    for (const [username, body, field] of refused) {
      const { file } = await exported(username, 'sales_report', body);
      expect(file.headers['content-disposition']).toBeUndefined();
      const envelope = file.json<Envelope>();
      expect([field, envelope.status]).toEqual([field, Status.invalidInput.code]);
      expect(envelope.errors?.map((error) => error.field)).toContain(field);
    }
  });
});
