// The download tasks page (business §4) behind the client's real request layer: a processing task
// shows its progress and is read again every 2 s until it is downloadable, then nothing more is
// asked; a failed one tells its reason in the reader's words; no task at all says so.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { PageRoute } from '../../../engine/schema/page-routes';
import type { DownloadTask } from '../../../engine/protocol/download-task';
import { DownloadTasksPage } from '../../../pages/platform/download-tasks/download-tasks-page';
import { testI18n } from '../../support/test-i18n';
import { standInServer, type StandInServer } from '../support/stand-in-server';
import { axeViolations } from '../support/axe-violations';

const ID = '0b7e4c1a-3f2d-4e5b-8a69-7c1d2e3f4a5b';
const ROUTE: PageRoute = {
  name: 'download_tasks',
  path: '/system_management/download_tasks',
  title: 'navigation:download_tasks',
  section: 'system_management',
  page: 'downloadTasks',
  everyone: true,
};

const task = (change: Partial<DownloadTask>): DownloadTask => ({
  id: ID,
  kind: 'couponGeneration',
  title: 'payments:sheet.task',
  subject: 'Lunch coupon',
  state: 'processing',
  done: 400,
  total: 1_000,
  reason: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: null,
  file: null,
  ...change,
});

/** Answers the lists in turn, the last one for every later read; the job's own progress as running. */
function serving(lists: DownloadTask[][]): StandInServer {
  let read = 0;
  return standInServer({
    'GET /jobs': () => {
      const data = lists[Math.min(read++, lists.length - 1)] ?? [];
      return { data, count: data.length };
    },
    [`GET /jobs/${ID}`]: () => ({ data: { ...task({}), state: 'running', result: null } }),
  });
}

async function show() {
  const i18n = await testI18n('en', ['common', 'engine', 'jobs', 'navigation']);
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <Suspense fallback={null}>
          <DownloadTasksPage route={ROUTE} />
        </Suspense>
      </FluentProvider>
    </I18nextProvider>,
  );
}

describe('the download tasks page', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('follows a processing task until it is downloadable, then stops asking', async () => {
    const ready = task({
      state: 'downloadable',
      done: 1_000,
      finishedAt: '2026-11-24T10:01:00.000Z',
      file: { path: '/coupon/sheet/7', name: 'coupon-7.pdf' },
    });
    server = serving([[task({})], [ready]]);
    await show();
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Making Coupon sheets: Lunch coupon' }),
    ).toBeInTheDocument();
    const download = await screen.findByRole(
      'button',
      { name: 'Download Coupon sheets: Lunch coupon' },
      { timeout: 4_000 },
    );
    expect(download).toBeEnabled();
    expect(screen.getByText('Downloadable')).toBeInTheDocument();
    const reads = server.callsTo('GET /jobs').length;
    expect(reads).toBe(2);
    await new Promise((wait) => setTimeout(wait, 2_500));
    expect(server.callsTo('GET /jobs')).toHaveLength(reads);
    expect(await axeViolations()).toEqual([]);
  }, 15_000);

  it('tells a failed task’s reason in the reader’s words, with no download', async () => {
    server = serving([
      [task({ state: 'failed', reason: 'payments:errors.couponNotGenerating', file: null })],
    ]);
    await show();
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(await screen.findByText('The coupon is no longer waiting for its codes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('says when there is no task yet', async () => {
    server = serving([[]]);
    await show();
    expect(await screen.findByText(/^No download tasks yet/)).toBeInTheDocument();
  });
});
