import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ClientStoresContext, createClientStores } from '../../../../engine/client/client-stores';
import { Lookups } from '../../../../engine/client/lookups';
import { LookupsContext } from '../../../../engine/client/lookups-context';
import { Navigation } from '../../../../engine/client/navigation';
import { ResourceSchemas } from '../../../../engine/client/resource-schemas';
import { resourceSchemaRequest } from '../../../../engine/client/schema-api';
import { Session } from '../../../../engine/client/session';
import { SessionContext } from '../../../../engine/client/session-context';
import type { NavigationRoute } from '../../../../engine/schema/navigation-answer';
import type { UserInfo } from '../../../../engine/protocol/user-info';
import { ImportDialog } from '../../../../engine/screens/list/import-dialog';
import { userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';
import { importServer, passed, type ImportAnswers, type ImportServer } from '../../support/import-server';
import { merchantRoutes } from '../../support/merchant-routes';
import { menuItemSchema } from '../../support/menu-item-resource';
import { standInServer, type StandInServer } from '../../support/stand-in-server';
import '../../support/blob-array-buffer';
import { axeViolations } from '../../support/axe-violations';

const NAMESPACES = [
  'common',
  'engine',
  'fields',
  'validation',
  'uploads',
  'dishes',
  'navigation',
  'companies',
];
const admin = userInfo({ admin: true, companyManager: false, companyId: null });
// The navigation marks the company resource's route; the tenant picker looks it up there.
const companyRoute = { resource: 'company', tenantOf: 'company' } as NavigationRoute;

let stands: StandInServer;
let imports: ImportServer | undefined;

beforeEach(() => {
  stands = standInServer(merchantRoutes);
});
afterEach(() => {
  imports?.close();
  imports = undefined;
  stands.close();
});

async function renderDialog(user: UserInfo) {
  const i18n = await testI18n('en', NAMESPACES);
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: user });
  const navigation = new Navigation(
    { navigation: async () => ({ sections: [], routes: [companyRoute] }), region: async () => null },
    () => user,
  );
  await navigation.load();
  const onDone = jest.fn();
  const onClose = jest.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <ClientStoresContext.Provider value={{ ...createClientStores(session, localStorage), navigation }}>
            <LookupsContext.Provider value={new Lookups(new ResourceSchemas(resourceSchemaRequest), 'en')}>
              <ImportDialog resource={menuItemSchema} title="Menu items" onClose={onClose} onDone={onDone} />
            </LookupsContext.Provider>
          </ClientStoresContext.Provider>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Import: Menu items' });
  // The drop box shows once the sheet's three languages are loaded.
  const choose = await within(dialog).findByRole('button', { name: 'Choose a spreadsheet' });
  const drop = (csv: string) =>
    fireEvent.drop(choose.parentElement as HTMLElement, {
      dataTransfer: { files: [new File([csv], 'items.csv', { type: 'text/csv' })] },
    });
  return { dialog, drop, onDone, onClose };
}

async function chooseMerchant(name: string) {
  const picker = screen.getByRole('combobox', { name: 'Merchant' });
  fireEvent.click(picker);
  fireEvent.click(await screen.findByRole('option', { name }));
}

// Headings in Traditional Chinese, read under an English screen; one heading names no field.
const SHEET = '名稱,價格,分類,Colour\n叉燒飯,48,飯類,red\n\n凍檸茶,18,Drinks,green\n';

function serve(answers: ImportAnswers) {
  imports = importServer(answers);
  return imports;
}

describe('the import dialog', () => {
  it('lists the rows the browser refuses by their sheet row, and offers no check', async () => {
    const { drop } = await renderDialog(userInfo());
    drop('Name,Price,Category\nTea,12,Drinks\nCoffee,abc,Drinks\n');
    const table = await screen.findByRole('table', { name: 'Problems by row' });
    expect(
      within(table).getByRole('row', { name: '3 Price Price has the wrong format' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 problem found in the spreadsheet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('asks an admin for the merchant, checks the sheet on the server with progress, and lists its problems', async () => {
    const server = serve({
      progress: [1],
      hold: true,
      answer: () => ({
        status: 1,
        msg: '參數錯誤',
        msgEn: 'Invalid input',
        data: {
          total: 2,
          written: 0,
          dryRun: true,
          problemCount: 1,
          problems: [
            {
              row: 2,
              field: 'categoryId',
              msg: '分類「Drinks」不存在，請重新建立',
              msgEn: 'Category “Drinks” does not exist, please create it again',
            },
          ],
        },
      }),
    });
    const { drop } = await renderDialog(admin);
    drop(SHEET);
    expect(await screen.findByText('2 rows read; 1 heading ignored: Colour')).toBeInTheDocument();
    // No merchant yet: the check asks for one first.
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please choose merchant')).toBeInTheDocument();
    expect(server.bodies).toHaveLength(0);
    // In English a merchant is named by its English name.
    await chooseMerchant('Pier Cafe Ltd');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Checked 1 of 2 rows')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Checking the rows' })).toBeInTheDocument();
    server.release();
    const table = await screen.findByRole('table', { name: 'Problems by row' });
    expect(
      within(table).getByRole('row', {
        name: '4 Category Category “Drinks” does not exist, please create it again',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('The check found 1 problem; nothing was imported.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
    expect(server.bodies[0]).toMatchObject({ dryRun: true, companyId: 2 });
    expect(server.bodies[0]?.rows).toEqual([
      { name: '叉燒飯', price: 48, categoryId: '飯類' },
      { name: '凍檸茶', price: 18, categoryId: 'Drinks' },
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('imports a sheet that passed the check, and hands back the count', async () => {
    const server = serve({ progress: [2], answer: (body) => passed(2, body.dryRun === true) });
    const { drop, onDone } = await renderDialog(userInfo());
    drop(SHEET);
    // The sheet is read once the file's bytes arrive.
    await screen.findByText('2 rows read; 1 heading ignored: Colour');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('All 2 rows passed the check.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 rows' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(2));
    expect(server.bodies.map((body) => body.dryRun)).toEqual([true, false]);
    // A company manager's rows go to his company: the server places them.
    expect(server.bodies[1]).not.toHaveProperty('companyId');
  });
});
