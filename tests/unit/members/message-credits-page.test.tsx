// The SMS and email credits page behind the client's real request layer: a company's staff see
// their own figures and histories, with the entry types in words, and no top-up; the platform
// chooses a company first, may top it up, and a field the server refuses shows the refusal under it.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ClientStoresContext, type ClientStores } from '../../../engine/client/client-stores';
import { Navigation } from '../../../engine/client/navigation';
import { ResourceSchemas } from '../../../engine/client/resource-schemas';
import { Session } from '../../../engine/client/session';
import { SessionContext } from '../../../engine/client/session-context';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { UserInfo } from '../../../engine/protocol/user-info';
import type { PageRoute } from '../../../engine/schema/page-routes';
import { MessageCreditsPage } from '../../../pages/members/message-credits/message-credits-page';
import type { CreditEntry, CreditHistory, MessageCredits } from '../../../protocol/message-credits';
import { companySchema, userInfo } from '../../support/resources';
import { testI18n } from '../../support/test-i18n';
import { axeViolations } from '../support/axe-violations';
import { recordsAnswer, standInServer, type StandInServer } from '../support/stand-in-server';

const ROUTE: PageRoute = {
  name: 'sms_email_credits',
  path: '/membership_management/sms_email_credits',
  title: 'members:navigation.sms_email_credits',
  section: 'membership_management',
  page: 'messageCredits',
  everyone: true,
};

const COMPANIES = [
  { id: 1, version: 1, name: '港島餐飲集團', name_en: 'Harbour Island Dining Group' },
  { id: 2, version: 1, name: '九龍茶餐廳集團', name_en: 'Kowloon Cha Chaan Teng Group' },
];

const COMPANY_STAFF = userInfo();
const PLATFORM = userInfo({
  username: 'platform',
  platManager: true,
  companyManager: false,
  companyId: null,
  privilegeList: ['merchant_list'],
  roles: ['platManager'],
});

const entry = (change: Partial<CreditEntry>): CreditEntry => ({
  transactionId: 1,
  at: '2026-11-24T10:00:00.000Z',
  type: 'purchase',
  amount: 1_500,
  balanceAfter: 1_500,
  reason: 'Invoice 42',
  by: 'Platform Admin',
  ...change,
});

const SMS_HISTORY: CreditHistory = {
  rows: [
    entry({ transactionId: 3, type: 'refund', amount: 2, balanceAfter: 1_250, reason: null, by: null }),
    entry({ transactionId: 2, type: 'send', amount: -252, balanceAfter: 1_248, reason: null, by: null }),
    entry({ transactionId: 1 }),
  ],
  count: 3,
};

/** Answers the screen's reads for company 1, whether named or the caller's own. */
function serving(topUp?: () => Envelope): StandInServer {
  return standInServer({
    'PUT /company': recordsAnswer(COMPANIES),
    'PUT /member/credits': (): { data: MessageCredits } => ({
      data: { companyId: 1, balances: { sms: 1_250, email: 0 } },
    }),
    'PUT /member/credits/history': (body) => ({
      data: body.channel === 'sms' ? SMS_HISTORY : { rows: [], count: 0 },
    }),
    ...(topUp ? { 'POST /member/credits/top-up': topUp } : {}),
  });
}

async function show(user: UserInfo) {
  const i18n = await testI18n('en', ['common', 'engine', 'navigation', 'members', 'validation']);
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: user });
  const navigation = new Navigation(
    {
      navigation: async () => ({
        sections: [],
        routes: [
          {
            ...companySchema.route,
            resource: 'company',
            privileges: companySchema.privileges,
            tenantOf: 'company',
          },
        ],
      }),
      region: async () => 'hk',
    },
    () => session.userInfo,
  );
  await navigation.load();
  const resourceSchemas = new ResourceSchemas(async () => companySchema);
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <ClientStoresContext.Provider value={{ navigation, resourceSchemas } as unknown as ClientStores}>
            <MessageCreditsPage route={ROUTE} />
          </ClientStoresContext.Provider>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
}

/** The figure shown under a channel's name. */
function figure(channel: string): string | null {
  const term = screen.getByText(channel, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

async function chooseHarbourIsland() {
  const chooser = await screen.findByRole('combobox', { name: 'Company' });
  await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(COMPANIES.length + 1));
  fireEvent.change(chooser, { target: { value: '1' } });
}

describe('the SMS and email credits page', () => {
  let server: StandInServer | undefined;
  afterEach(() => {
    server?.close();
    localStorage.clear();
  });

  it('shows a company’s staff their figures and histories, newest first, types in words, and no top-up', async () => {
    server = serving();
    await show(COMPANY_STAFF);
    const sms = await screen.findByRole('region', { name: 'SMS history' });
    await within(sms).findByRole('table');
    expect(figure('SMS')).toBe('1,250');
    expect(figure('Email')).toBe('0');
    const rows = within(sms)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Refund', '+2', '1,250', '—', '—'],
      ['Sent', '-252', '1,248', '—', '—'],
      ['Purchase', '+1,500', '1,500', 'Invoice 42', 'Platform Admin'],
    ]);
    const email = screen.getByRole('region', { name: 'Email history' });
    expect(await within(email).findByText('No credits have moved on this channel yet.')).toBeInTheDocument();
    // The server takes the staff's own company: none is named.
    expect(server.callsTo('PUT /member/credits')[0]?.body).not.toHaveProperty('companyId');
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Top up credits' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lets the platform choose a company, then top it up', async () => {
    server = serving();
    await show(PLATFORM);
    await chooseHarbourIsland();
    await screen.findByRole('table', { name: 'SMS history' });
    expect(server.callsTo('PUT /member/credits')[0]?.body).toMatchObject({ companyId: 1 });
    expect(screen.getByRole('button', { name: 'Top up credits' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field under that field', async () => {
    const refused: Envelope = {
      status: 1,
      msg: '參數錯誤',
      msgEn: 'Invalid parameters',
      data: null,
      errors: [{ field: 'reason', msg: '原因不可用', msgEn: 'Reason is already used for this company' }],
    };
    server = serving(() => refused);
    await show(PLATFORM);
    await chooseHarbourIsland();
    fireEvent.click(await screen.findByRole('button', { name: 'Top up credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Top up credits' });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Credits' }), {
      target: { value: '500' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Invoice 43' },
    });
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Top up credits' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Reason is already used for this company/),
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /member/credits/top-up')[0]?.body).toMatchObject({
      companyId: 1,
      channel: 'sms',
      credits: 500,
      reason: 'Invoice 43',
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    // Told at its field, not again in the dialog's message bar.
    expect(within(dialog).queryByText('Invalid parameters')).not.toBeInTheDocument();
  });
});
