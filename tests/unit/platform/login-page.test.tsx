import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from '../../../engine/client/http';
import { configureHttp } from '../../../engine/client/http-bindings';
import { currentLanguage } from '../../../engine/client/i18n';
import type { Language } from '../../../engine/client/language';
import { Session } from '../../../engine/client/session';
import { SessionContext } from '../../../engine/client/session-context';
import type { Envelope } from '../../../engine/protocol/envelope';
import { LoginRoute } from '../../../pages/platform/login/login-route';
import { testI18n } from '../../support/test-i18n';

const NAMESPACES = ['common', 'http', 'fields', 'validation', 'login'];

// Answers every call with `body`, recording what was sent.
function answer(body: Envelope) {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: body, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
  http.defaults.adapter = adapter;
  return sent;
}

async function renderLogin(language: Language, entry = '/login', endedNotice?: string) {
  const i18n: i18n = await testI18n(language, NAMESPACES);
  const session = new Session(localStorage);
  session.signOut(endedNotice);
  configureHttp({ language: () => currentLanguage(i18n), t: (key, params) => i18n.t(key, params) });
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[entry]}>
            <Routes>
              <Route path="/login" element={<LoginRoute />} />
              <Route path="/company" element={<p>company screen</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
  return session;
}

const userInfo = {
  id: 1,
  username: 'admin',
  name: '平台超級管理員',
  name_en: 'Platform super admin',
  roles: ['admin'],
};

describe('the sign-in page', () => {
  beforeEach(() => localStorage.clear());

  it('shows the required-field messages after an empty submit', async () => {
    const sent = answer({ status: 0, msg: '', msgEn: '', data: null });
    await renderLogin('en');
    expect(screen.queryByText('Please enter username')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter username')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
  });

  it('tells once why the server ended the session', async () => {
    answer({ status: 0, msg: '', msgEn: '', data: null });
    const session = await renderLogin('en', '/login', 'Your sign-in has expired, please sign in again');
    expect(await screen.findByText('Your sign-in has expired, please sign in again')).toBeInTheDocument();
    expect(session.endedNotice).toBeNull();
  });

  it('says it in Traditional Chinese by default', async () => {
    answer({ status: 0, msg: '', msgEn: '', data: null });
    await renderLogin('zh-TW');
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText('請輸入用戶名')).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
  });

  it('labels every control and offers the three languages', async () => {
    await renderLogin('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Brigade' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByLabelText(/username/i)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^password/i)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    const languages = screen.getByRole('combobox', { name: 'Language' });
    expect([...languages.querySelectorAll('option')].map((option) => option.value)).toEqual([
      'zh-TW',
      'zh-CN',
      'en',
    ]);
  });

  it('saves the chosen language and marks the reload that shows it', async () => {
    await renderLogin('en');
    // jsdom cannot reload a page (it reports so on the console); the reload itself and the success
    // message after it are proved in Chromium (tests/e2e/engine/shell-header.test.ts).
    const reportsNoReload = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'zh-CN' } });
    });
    reportsNoReload.mockRestore();
    expect(localStorage.getItem('language')).toBe('zh-CN');
    expect(sessionStorage.getItem('language-switched')).toBe('zh-CN');
  });

  it("shows the server's refusal in an alert and locks the button for a second", async () => {
    answer({ status: 11, msg: '用戶名或密碼錯誤', msgEn: 'Wrong username or password', data: null });
    await renderLogin('en');
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent('Wrong username or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-disabled'),
      {
        timeout: 2000,
      },
    );
  });

  it("marks the fields the server's errors name", async () => {
    answer({
      status: 1,
      msg: '輸入有誤',
      msgEn: 'Some fields are not valid',
      data: null,
      errors: [{ field: 'password', msg: '密碼的格式不正確', msgEn: 'password has the wrong format' }],
    });
    await renderLogin('en');
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('password has the wrong format')).toBeInTheDocument();
  });

  it('sends the trimmed username, signs in and returns to the wanted path', async () => {
    const sent = answer({ status: 0, msg: '', msgEn: '', data: { token: 'abc', userInfo } });
    const session = await renderLogin('en', '/login?redirect=%2Fcompany');
    fireEvent.change(screen.getByLabelText(/username/i), { target: { value: '  admin ' } });
    fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: 'Demo#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('company screen')).toBeInTheDocument();
    expect(JSON.parse(String(sent[0]?.data))).toEqual({
      username: 'admin',
      password: 'Demo#2026',
      envLang: 'en',
    });
    expect(sent[0]?.method).toBe('put');
    expect(session.token).toBe('abc');
  });
});
