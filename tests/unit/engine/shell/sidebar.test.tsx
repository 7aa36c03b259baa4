import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ClientStoresContext, type ClientStores } from '../../../../engine/client/client-stores';
import { Navigation } from '../../../../engine/client/navigation';
import type { NavigationAnswer, NavigationRoute } from '../../../../engine/schema/navigation-answer';
import { Sidebar } from '../../../../engine/shell/sidebar';
import { userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';

const privileges = { read: 'r', create: 'c', update: 'u', delete: 'd' };
const route = (name: string, section: string, title = `navigation:${name}`): NavigationRoute => ({
  name,
  path: `/${section}/${name}`,
  title,
  section,
  resource: name,
  privileges,
});
const answer: NavigationAnswer = {
  sections: [
    { name: 'home', path: '/home', title: 'navigation:home', icon: 'house', order: 0 },
    {
      name: 'merchant_management',
      path: '/merchant_management',
      title: 'navigation:merchant_management',
      order: 10,
    },
    { name: 'user_management', path: '/user_management', title: 'navigation:user_management', order: 20 },
    { name: 'reservations', path: '/reservations', title: 'navigation:reservations', order: 30 },
    {
      name: 'feedback_management',
      path: 'https://feedback.example.com',
      title: 'navigation:feedback_management',
      order: 40,
    },
  ],
  routes: [
    {
      name: 'home',
      path: '/home/home',
      title: 'navigation:home',
      section: 'home',
      page: 'home',
      everyone: true,
    },
    route('merchant_list', 'merchant_management'),
    route('branches_list', 'merchant_management'),
    route('administrators_list', 'user_management'),
    route('bookings', 'user_management', 'navigation:marketing'),
    route('reservation_list', 'reservations', 'navigation:reservations'),
  ],
};

async function renderSidebar(entry = '/home/home') {
  const i18n = await testI18n('en', ['common', 'engine', 'shell', 'navigation']);
  const navigation = new Navigation({ navigation: async () => answer, region: async () => 'hk' }, () =>
    userInfo({ admin: true }),
  );
  await navigation.load();
  const router = createMemoryRouter(
    [{ path: '*', element: <Sidebar overlay={false} open onClose={() => undefined} /> }],
    {
      initialEntries: [entry],
    },
  );
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <ClientStoresContext.Provider value={{ navigation } as unknown as ClientStores}>
          <RouterProvider router={router} />
        </ClientStoresContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
  return { sidebar: within(screen.getByRole('navigation', { name: 'Main menu' })), router };
}

describe('the sidebar', () => {
  afterEach(() => {
    document.cookie = 'sidebarStatus=; max-age=0; path=/';
  });

  it('lists home first and shows a section with one route as that route', async () => {
    const { sidebar } = await renderSidebar();
    const links = sidebar.getAllByRole('link').map((link) => link.textContent);
    expect(links[0]).toBe('Home');
    expect(sidebar.getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/reservations/reservation_list',
    );
    expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps one section open at a time', async () => {
    const { sidebar } = await renderSidebar();
    fireEvent.click(sidebar.getByRole('button', { name: 'Merchants' }));
    expect(sidebar.getByRole('link', { name: 'Branches' })).toBeInTheDocument();
    fireEvent.click(sidebar.getByRole('button', { name: 'Users' }));
    expect(sidebar.getByRole('button', { name: 'Users' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar.getByRole('button', { name: 'Merchants' })).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar.queryByRole('link', { name: 'Branches' })).not.toBeInTheDocument();
  });

  it('opens the current page’s section and marks the page', async () => {
    const { sidebar } = await renderSidebar('/merchant_management/branches_list/edit/3');
    expect(sidebar.getByRole('button', { name: 'Merchants' })).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar.getByRole('link', { name: 'Branches' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens an external link in a new tab', async () => {
    const { sidebar } = await renderSidebar();
    const link = sidebar.getByRole('link', { name: /Feedback/ });
    expect(link).toHaveAttribute('href', 'https://feedback.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Feedback (opens in a new tab)');
  });

  it('collapses to its icons, remembers it in a cookie, and widens to open a section', async () => {
    const { sidebar } = await renderSidebar();
    fireEvent.click(sidebar.getByRole('button', { name: 'Collapse the menu' }));
    expect(document.cookie).toContain('sidebarStatus=0');
    expect(sidebar.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    fireEvent.click(sidebar.getByRole('button', { name: 'Merchants' }));
    expect(document.cookie).toContain('sidebarStatus=1');
    expect(sidebar.getByRole('link', { name: 'Branches' })).toBeInTheDocument();
  });
});
