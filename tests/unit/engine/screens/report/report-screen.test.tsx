// A declared report on the screen behind the client's real request layer: its figures with their
// change against the chosen window, its table with the totals row, how fresh the figures are, a
// new question (another window) asked of the server with the answer shown replacing the last, and
// the export of the question answered to a spreadsheet.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { PartAnswer, ReportAnswer } from '../../../../../engine/protocol/report';
import { ReportScreen } from '../../../../../engine/screens/report/report-screen';
import { testI18n } from '../../../../support/test-i18n';
import { standInServer, type StandInServer } from '../../../support/stand-in-server';
import { axeViolations } from '../../../support/axe-violations';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const figures = (orders: number, before?: number): PartAnswer => ({
  name: 'summary',
  title: 'engine:report.total',
  chart: 'figures',
  columns: [{ key: 'orders', title: 'engine:report.current', role: 'measure', format: 'count' }],
  rows: [],
  totals: { orders },
  ...(before === undefined
    ? {}
    : {
        compare: {
          window: 'lastWeek',
          from: '2026-11-09',
          to: '2026-11-15',
          rows: [],
          totals: { orders: before },
        },
      }),
});

const table: PartAnswer = {
  name: 'byWeekday',
  title: 'engine:report.shop',
  chart: 'table',
  columns: [
    {
      key: 'weekday',
      title: 'engine:report.from',
      role: 'dimension',
      format: 'number',
      labelKeys: 'reports:weekdays',
    },
    { key: 'netSales', title: 'engine:report.to', role: 'measure', format: 'money' },
  ],
  rows: [
    { weekday: 1, netSales: 120050 },
    { weekday: 2, netSales: 80000 },
  ],
  totals: { netSales: 200050 },
};

const answer = (parts: PartAnswer[]): ReportAnswer => ({
  name: 'home_sales',
  title: 'reports:reports.home',
  filters: ['shops'],
  from: '2026-11-16',
  to: '2026-11-22',
  parts,
  freshness: '2026-11-20T08:30:00.000Z',
});

async function show() {
  const i18n = await testI18n('en', ['common', 'engine', 'reports']);
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <ReportScreen
          report="home_sales"
          initialQuery={{ from: '2026-11-16', to: '2026-11-22' }}
          lists={{ shops: null, scenes: null }}
        />
      </FluentProvider>
    </I18nextProvider>,
  );
}

describe('a report screen', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('shows the figures, the table with its totals and the freshness, and asks again for a window', async () => {
    server = standInServer({
      'PUT /report/home_sales': (body) => ({
        data: answer(body.compare === 'lastWeek' ? [figures(150, 100), table] : [figures(150), table]),
      }),
    });
    await show();
    const rows = within(await screen.findByRole('table', { name: 'Table: Branch' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FromTo',
      'Monday$1,200.50',
      'Tuesday$800.00',
      'Total$2,000.50',
    ]);
    expect(screen.getByText('150')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Figures include every order received up to 2026-11-/,
    );
    // The request layer adds the language (envLang) to every body.
    expect(server.callsTo('PUT /report/home_sales')[0]?.body).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
    });

    // Business §9: every report compares with the four windows home offers.
    const windows = within(screen.getByRole('combobox', { name: 'Compare with' })).getAllByRole('option');
    expect(windows.map((option) => option.textContent)).toEqual([
      'No comparison',
      'last week',
      '4 weeks ago',
      '6 months ago',
      'the 30 days before',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Compare with' }), {
      target: { value: 'lastWeek' },
    });
    expect(await screen.findByText('+50% vs last week')).toBeInTheDocument();
    expect(server.callsTo('PUT /report/home_sales')[1]?.body).toMatchObject({
      from: '2026-11-16',
      to: '2026-11-22',
      compare: 'lastWeek',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('exports the question on the screen once it is answered, and saves no file when refused', async () => {
    const file = new Blob(['a spreadsheet'], { type: XLSX });
    server = standInServer({
      'PUT /report/home_sales': () => ({ data: answer([figures(150), table]) }),
      'PUT /report/home_sales/export': () => file,
    });
    // jsdom makes no object addresses and follows no link: both are seen here instead.
    const saved: { name: string; href: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    try {
      await show();
      const button = screen.getByRole('button', { name: 'Export to Excel' });
      // No answer yet: no question to export.
      expect(button).toBeDisabled();
      await waitFor(() => expect(button).toBeEnabled());
      fireEvent.change(screen.getByRole('combobox', { name: 'Compare with' }), {
        target: { value: 'lastWeek' },
      });
      expect(button).toBeDisabled();
      await waitFor(() => expect(button).toBeEnabled());
      button.focus();
      fireEvent.click(button);
      await waitFor(() =>
        expect(saved).toEqual([{ name: 'home_sales-2026-11-16-2026-11-22.xlsx', href: 'blob:report' }]),
      );
      expect(URL.createObjectURL).toHaveBeenCalledWith(file);
      expect(server.callsTo('PUT /report/home_sales/export')[0]?.body).toMatchObject({
        from: '2026-11-16',
        to: '2026-11-22',
        compare: 'lastWeek',
      });

      await waitFor(() => expect(button).toBeEnabled());
      server.close();
      // A server that refuses it: the request layer tells why, and nothing is saved.
      server = standInServer({ 'PUT /report/home_sales': () => ({ data: answer([figures(150), table]) }) });
      fireEvent.click(button);
      await waitFor(() => expect(server?.callsTo('PUT /report/home_sales/export')).toHaveLength(1));
      await waitFor(() => expect(button).toBeEnabled());
      expect(saved).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });

  it('offers to try again when the first answer fails', async () => {
    server = standInServer({});
    await show();
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
