// The marketing history's table: a run's task (the birthday run by its kind), its state in the
// reader's words, each channel's "sent / failed / skipped" under the channel's heading, and the
// credits used; its rows found by the table's name; axe finds nothing.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { HistoryRun } from '../../../protocol/marketing-history';
import { HistoryTable } from '../../../pages/marketing/history/history-table';
import { testI18n } from '../../support/test-i18n';
import { axeViolations } from '../support/axe-violations';

const run = (change: Partial<HistoryRun>): HistoryRun => ({
  taskId: 101,
  name: 'Spring offer',
  kind: 'task',
  occurrence: '2026-03-02T10:00',
  status: 'finished',
  dueAt: '2026-03-02T02:00:00.000Z',
  startedAt: '2026-03-02T02:00:00.000Z',
  finishedAt: '2026-03-02T02:10:00.000Z',
  recipients: 4,
  channels: {
    email: { sent: 2, failed: 1, skipped: 1 },
    sms: { sent: 1, failed: 1, skipped: 0 },
    wallet: { sent: 0, failed: 0, skipped: 0 },
  },
  credits: 6,
  ...change,
});

describe('the marketing history table', () => {
  it('shows each run with its channels and credits, its birthday run by its kind', async () => {
    const i18n = await testI18n('en', ['engine', 'marketingHistory']);
    const t = i18n.getFixedT('en');
    render(
      <I18nextProvider i18n={i18n}>
        <FluentProvider theme={webLightTheme}>
          <h2 id="runs">Runs</h2>
          <HistoryTable
            page={{
              count: 2,
              rows: [run({}), run({ taskId: 0, kind: 'birthday', name: '', status: 'stopped' })],
            }}
            pageNumber={1}
            onPage={() => undefined}
            headingId="runs"
            title="Runs"
            t={t}
          />
        </FluentProvider>
      </I18nextProvider>,
    );
    const table = screen.getByRole('table', { name: 'Runs' });
    const [header, spring, birthday] = within(table).getAllByRole('row');
    const headings = within(header as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toContain('Email (sent / failed / skipped)');
    expect(headings).toContain('Credits used');
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(spring)).toEqual(
      expect.arrayContaining([
        'Spring offer',
        'Marketing task',
        'Finished',
        '4',
        '2 / 1 / 1',
        '1 / 1 / 0',
        '6',
      ]),
    );
    expect(cells(birthday)).toEqual(expect.arrayContaining(['Birthday marketing', 'Stopped']));
    expect(await axeViolations()).toEqual([]);
  });
});
