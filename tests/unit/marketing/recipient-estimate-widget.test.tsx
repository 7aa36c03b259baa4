// The marketing task's form with its recipient estimate, as the app draws it (the real form, the
// module's registration, the request layer against a stand-in server): the figures follow the
// fields beside the widget, the total is marked when above the credits held, a failed estimate is
// told in words, the preview mails the draft with its button's states, and a save never sends the
// server's count back.
import { fireEvent, screen, within } from '@testing-library/react';
import { bindings, configureHttp } from '../../../engine/client/http-bindings';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { ResourceSchema } from '../../../engine/schema/resource';
import { registerClientModules } from '../../../pages/client-module';
import { marketing } from '../../../pages/marketing/marketing-module';
import { ESTIMATE_PATH, PREVIEW_PATH } from '../../../pages/marketing/recipient-estimate/estimate-api';
import type { TaskEstimate } from '../../../protocol/marketing';
import task from '../../../schemas/marketing/marketing-task.json';
import { userInfo } from '../../support/resources';
import { axeViolations } from '../support/axe-violations';
import { renderRecordForm } from '../support/render-record-form';
import { standInServer, type Answer, type StandInServer } from '../support/stand-in-server';

const taskSchema = task as unknown as ResourceSchema;
const ESTIMATE = `POST ${ESTIMATE_PATH}`;
const PREVIEW = `POST ${PREVIEW_PATH}`;
const WAIT = { timeout: 3_000 };

const ESTIMATE_ANSWER: TaskEstimate = {
  matching: 1_250,
  channels: {
    sms: { recipients: 1_100, perPerson: 2, total: 2_200, available: 1_500 },
    email: { recipients: 900, perPerson: 1, total: 900, available: 4_000 },
  },
};

const estimating: Answer = () => ({ data: ESTIMATE_ANSWER });

async function showForm(routes: Record<string, Answer>): Promise<StandInServer> {
  const server = standInServer(routes);
  await renderRecordForm({
    resource: taskSchema,
    mode: 'create',
    userInfo: userInfo({ privilegeList: ['marketing_tasks', 'marketing_create'] }),
  });
  return server;
}

const channel = (name: string) => screen.getByRole('checkbox', { name });
const figures = () => screen.getByRole('status', { name: 'Recipients' });

function typeContent(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /^Content/ }), { target: { value: text } });
}

describe('the marketing task’s recipient estimate', () => {
  let server: StandInServer | undefined;
  const language = bindings.language;
  beforeAll(() => {
    registerClientModules([marketing]);
    configureHttp({ language: () => 'en' });
  });
  afterAll(() => configureHttp({ language }));
  afterEach(() => {
    server?.close();
    localStorage.clear();
  });

  it('asks nothing until a channel is chosen, then shows the figures of the draft on the form', async () => {
    server = await showForm({ [ESTIMATE]: estimating });
    expect(
      await screen.findByText('Choose a channel to see who the task reaches and what it costs.', {}, WAIT),
    ).toBeInTheDocument();
    fireEvent.click(channel('SMS'));
    fireEvent.click(channel('Email'));
    typeContent('Lunch sets are 20% off this week');
    const table = await within(figures()).findByRole(
      'table',
      { name: 'Recipients and cost per channel' },
      WAIT,
    );
    // Typed and clicked within the delay: one call, with the draft as it stood last.
    expect(server.callsTo(ESTIMATE)).toHaveLength(1);
    expect(server.callsTo(ESTIMATE)[0]?.body).toEqual({
      channels: ['email', 'sms'],
      smsLanguage: 'zh',
      content: 'Lunch sets are 20% off this week',
      vipFilter: 'any',
      envLang: 'en',
    });
    expect(within(figures()).getByText('1,250')).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['Email', '900', '1 credit', '900 credits', '4,000'],
      ['SMS', '1,100', '2 SMS segments', '2,200 credits (More than the credits held)', '1,500'],
    ]);
    expect(figures()).toHaveAttribute('aria-live', 'polite');
    expect(await axeViolations()).toEqual([]);
  });

  it('tells a failed estimate in words instead of the figures', async () => {
    server = await showForm({});
    fireEvent.click(await screen.findByRole('checkbox', { name: 'SMS' }, WAIT));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe('Not found');
    expect(within(figures()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends a preview of the draft to the address, showing its button’s states and the outcome', async () => {
    server = await showForm({
      [ESTIMATE]: estimating,
      [PREVIEW]: (body) => {
        const refused: Envelope = {
          status: 1,
          msg: '參數錯誤',
          msgEn: 'Invalid parameters',
          data: null,
          errors: [{ field: 'email', msg: '電郵格式不正確', msgEn: 'Please enter a valid email address' }],
        };
        return body.email === 'bad@' ? refused : { data: { email: body.email } };
      },
    });
    const button = await screen.findByRole('button', { name: 'Send preview' }, WAIT);
    const address = screen.getByRole('textbox', { name: 'Preview address' });
    // No channel, no address: nothing to send, yet the button stays reachable by keyboard.
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(channel('SMS'));
    typeContent('See you soon');
    fireEvent.change(address, { target: { value: 'bad@' } });
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    // Sending: said on the button, which takes no second click meanwhile.
    expect(button).toHaveTextContent('Sending…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(await screen.findByText('Please enter a valid email address', {}, WAIT)).toBeInTheDocument();
    expect(button).toHaveTextContent('Send preview');

    fireEvent.change(address, { target: { value: 'owner@harbour.example' } });
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    // Enter in the address sends the preview, not the task's form.
    fireEvent.keyDown(address, { key: 'Enter' });
    expect(await screen.findByText('Preview sent to owner@harbour.example.', {}, WAIT)).toBeInTheDocument();
    expect(server.callsTo(PREVIEW).at(-1)?.body).toMatchObject({
      email: 'owner@harbour.example',
      channels: ['sms'],
      content: 'See you soon',
    });
    expect(server.callsTo(PREVIEW)).toHaveLength(2);
    expect(server.callsTo('POST /marketing/task')).toHaveLength(0);
  });

  it('estimates an edited task with its company, and never sends the server’s count back on save', async () => {
    const record = {
      id: 5,
      version: 3,
      companyId: 1,
      name: 'Lunch week',
      type: 'promotion',
      channels: ['sms'],
      smsLanguage: 'en',
      content: 'Lunch sets are 20% off',
      vipFilter: 'vip',
      sendRule: 'now',
      status: 'pending',
      recipients: 40,
    };
    server = standInServer({
      [ESTIMATE]: estimating,
      'PUT /marketing/task/modify': (body) => ({ data: { ...record, ...body, version: 4 } }),
    });
    await renderRecordForm({
      resource: taskSchema,
      mode: 'edit',
      record,
      userInfo: userInfo({ privilegeList: ['marketing_tasks', 'marketing_edit'] }),
    });
    await within(await screen.findByRole('status', { name: 'Recipients' }, WAIT)).findByRole(
      'table',
      {},
      WAIT,
    );
    expect(server.callsTo(ESTIMATE)[0]?.body).toMatchObject({
      companyId: 1,
      channels: ['sms'],
      smsLanguage: 'en',
      vipFilter: 'vip',
    });
    typeContent('Lunch sets are 25% off');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list', {}, WAIT);
    const saved = server.callsTo('PUT /marketing/task/modify')[0]?.body;
    expect(saved).toMatchObject({ content: 'Lunch sets are 25% off' });
    expect(saved).not.toHaveProperty('recipients');
  });
});
