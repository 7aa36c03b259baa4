import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { BackgroundJobStatus } from '../../../../engine/protocol/background-job';
import { JobProgress } from '../../../../engine/screens/job-progress';
import { testI18n } from '../../../support/test-i18n';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const ID = '6f1c2a4e-8b0d-4c3e-9a57-2d1e0f4b7c90';

const job = (change: Partial<BackgroundJobStatus>): BackgroundJobStatus => ({
  id: ID,
  kind: 'coupon.codes',
  state: 'running',
  done: 0,
  total: null,
  reason: null,
  result: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  finishedAt: null,
  ...change,
});

/** Answers the job's states in turn, the last one for every later poll. */
function serving(states: BackgroundJobStatus[]): StandInServer {
  let poll = 0;
  return standInServer({
    [`GET /jobs/${ID}`]: () => ({ data: states[Math.min(poll++, states.length - 1)] }),
  });
}

async function show(onEnd?: (job: BackgroundJobStatus) => void) {
  const i18n = await testI18n('en', ['jobs']);
  render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <JobProgress jobId={ID} label="Generating codes" onEnd={onEnd} />
      </FluentProvider>
    </I18nextProvider>,
  );
}

describe('a background job’s progress', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('shows how far the job is, then that it is done, and stops asking', async () => {
    server = serving([job({ done: 2, total: 5 }), job({ state: 'done', done: 5, total: 5 })]);
    const onEnd = jest.fn();
    await show(onEnd);
    expect(await screen.findByText('2 of 5 done')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Generating codes' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 5 done');
    expect(await screen.findByText('Done.', undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ state: 'done' }));
    const polls = server.sent.length;
    await new Promise((wait) => setTimeout(wait, 1_500));
    expect(server.sent).toHaveLength(polls);
  });

  it('tells a failure with its reason translated', async () => {
    server = serving([job({ state: 'failed', reason: 'jobs:errors.workerLost' })]);
    await show();
    expect(
      await screen.findByText('Failed: The server running this job stopped too many times.'),
    ).toBeInTheDocument();
  });

  it('tells a provider’s own words as they are', async () => {
    server = serving([job({ state: 'failed', reason: 'SMTP 554 rejected' })]);
    await show();
    expect(await screen.findByText('Failed: SMTP 554 rejected')).toBeInTheDocument();
  });
});
