// The home page (core spec §2.1, business §1): who is signed in and as what, a line on what the page
// shows (the business at a glance, not modules still to come), and the home report over the last
// seven days against the week before.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ClientStoresContext, type ClientStores } from '../../../engine/client/client-stores';
import type { Language } from '../../../engine/client/language';
import { Navigation } from '../../../engine/client/navigation';
import { Session } from '../../../engine/client/session';
import { SessionContext } from '../../../engine/client/session-context';
import type { ReportAnswer } from '../../../engine/protocol/report';
import { HomePage } from '../../../pages/analytics/home/home-page';
import { userInfo } from '../../support/resources';
import { testI18n } from '../../support/test-i18n';
import { standInServer, type StandInServer } from '../support/stand-in-server';

const EMPTY: ReportAnswer = {
  name: 'home',
  title: 'reports:reports.home',
  filters: ['shops'],
  from: '2026-11-16',
  to: '2026-11-22',
  parts: [],
  freshness: null,
};

async function show(language: Language) {
  const i18n = await testI18n(language, ['common', 'fields', 'engine', 'reports']);
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: userInfo() });
  const navigation = new Navigation(
    { navigation: async () => ({ sections: [], routes: [] }), region: async () => 'hk' },
    () => session.userInfo,
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <ClientStoresContext.Provider value={{ navigation } as unknown as ClientStores}>
            <HomePage />
          </ClientStoresContext.Provider>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
}

describe('the home page', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it.each([
    ['en', 'Welcome, David Chan', 'Your business at a glance: the last seven days against the week before.'],
    ['zh-TW', '歡迎回來，陳大文', '您的營業概覽：最近七天與前一週的比較。'],
    ['zh-CN', '欢迎回来，陳大文', '您的营业概览：最近七天与前一周的比较。'],
  ] as const)('welcomes the user and says what the page shows, in %s', async (language, welcome, hint) => {
    server = standInServer({ 'PUT /report/home': () => ({ data: EMPTY }) });
    await show(language);
    expect(screen.getByRole('heading', { level: 1, name: welcome })).toBeInTheDocument();
    const said = screen.getByText((text) => text.startsWith(hint));
    expect(said.textContent).not.toMatch(/will appear|陸續|陆续/);
    await waitFor(() =>
      expect(server?.callsTo('PUT /report/home')[0]?.body).toMatchObject({ compare: 'lastWeek' }),
    );
  });
});
