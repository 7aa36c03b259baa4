// What the member's page's component tests share: a stand-in server behind the client's real
// request layer, and a render as his page does it (Fluent, English texts from locales/, the request
// layer's messages in the same language). Unlike tests/unit/support/stand-in-server.ts, each call is
// kept whole, since these tests read the member token header each call carried.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { http } from '../../../engine/client/http';
import { configureHttp } from '../../../engine/client/http-bindings';
import { currentLanguage } from '../../../engine/client/i18n';
import { testI18n } from '../../support/test-i18n';

/** Answers every call with success and `dataFor(its url)`; answers the calls sent, in order. */
export function answeringServer(dataFor: (url: string) => unknown): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return {
      data: { status: 0, msg: '', msgEn: '', data: dataFor(config.url ?? '') },
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
    };
  };
  http.defaults.adapter = adapter;
  return sent;
}

/** The JSON body a call sent. */
export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  typeof config?.data === 'string' ? JSON.parse(config.data) : config?.data;

/** Renders `ui` in English with the `namespaces` it reads. */
export async function renderInEnglish(namespaces: string[], ui: ReactElement) {
  const i18n = await testI18n('en', namespaces);
  configureHttp({ language: () => currentLanguage(i18n), t: (key, params) => i18n.t(key, params) });
  return render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </FluentProvider>,
  );
}
