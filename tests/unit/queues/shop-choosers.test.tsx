// The queue board and the pickup numbers show one shop's board: a user who reaches several chooses
// the branch first, and the chooser asks for what it chooses, in the page's words, not a settings
// screen's ("whose settings to show").
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ClientStoresContext, type ClientStores } from '../../../engine/client/client-stores';
import type { Language } from '../../../engine/client/language';
import { Navigation } from '../../../engine/client/navigation';
import type { PageProps } from '../../../engine/client/page-registry';
import { ResourceSchemas } from '../../../engine/client/resource-schemas';
import { Session } from '../../../engine/client/session';
import { SessionContext } from '../../../engine/client/session-context';
import type { PageRoute } from '../../../engine/schema/page-routes';
import { PickupNumbersPage } from '../../../pages/pickup-display/staff/pickup-numbers-page';
import { QueueBoardPage } from '../../../pages/queues/staff/queue-board-page';
import { shopSchema, userInfo } from '../../support/resources';
import { testI18n } from '../../support/test-i18n';
import { recordsAnswer, standInServer, type StandInServer } from '../support/stand-in-server';

const SHOPS = [
  { id: 3, version: 1, name: '中環店', name_en: 'Central' },
  { id: 4, version: 1, name: '銅鑼灣店', name_en: 'Causeway Bay' },
];

const pageRoute = (name: string, page: string): PageRoute => ({
  name,
  path: `/test/${name}`,
  title: `navigation:${name}`,
  section: 'test',
  page,
  everyone: true,
});

async function show(Page: ComponentType<PageProps>, route: PageRoute, language: Language) {
  const i18n = await testI18n(language, ['common', 'engine', 'navigation', 'queues', 'pickupDisplay']);
  const session = new Session(localStorage);
  // A company manager reaches every shop of his company: he chooses one.
  session.signIn({ token: 't', userInfo: userInfo({ privilegeList: ['branches_list'] }) });
  const navigation = new Navigation(
    {
      navigation: async () => ({
        sections: [],
        routes: [
          {
            ...shopSchema.route,
            resource: 'shop',
            privileges: shopSchema.privileges,
            tenantOf: 'shop',
          },
        ],
      }),
      region: async () => 'hk',
    },
    () => session.userInfo,
  );
  await navigation.load();
  const resourceSchemas = new ResourceSchemas(async () => shopSchema);
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <ClientStoresContext.Provider value={{ navigation, resourceSchemas } as unknown as ClientStores}>
            <Page route={route} />
          </ClientStoresContext.Provider>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
}

/** The chooser's options once the shops have come: its prompt first. */
async function chooserOptions(label: string): Promise<string[]> {
  const chooser = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(SHOPS.length + 1));
  return within(chooser)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const queueBoard = {
  page: 'the queue board',
  Page: QueueBoardPage,
  route: pageRoute('self_service_queuing', 'queueBoard'),
};
const pickupNumbers = {
  page: 'the pickup numbers',
  Page: PickupNumbersPage,
  route: pageRoute('dola_display', 'pickupNumbers'),
};

describe('the shop chooser of a board page', () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it.each([
    { ...queueBoard, language: 'en', label: 'Branch', prompt: 'Choose the branch whose queues to show' },
    { ...queueBoard, language: 'zh-TW', label: '分店', prompt: '選擇要顯示排隊的分店' },
    {
      ...pickupNumbers,
      language: 'en',
      label: 'Branch',
      prompt: 'Choose the branch whose pickup numbers to show',
    },
    { ...pickupNumbers, language: 'zh-CN', label: '分店', prompt: '选择要显示取餐号码的分店' },
  ] as const)(
    '$page asks for the branch in its own words ($language)',
    async ({ Page, route, language, label, prompt }) => {
      server = standInServer({ 'PUT /shop': recordsAnswer(SHOPS) });
      await show(Page, route, language);
      const options = await chooserOptions(label);
      expect(options[0]).toBe(prompt);
      expect(options.join(' ')).not.toMatch(/settings|設定|设置/);
    },
  );
});
