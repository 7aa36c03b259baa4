import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ErrorLog } from '../../../../engine/client/error-log';
import { ScreenErrorBoundary } from '../../../../engine/shell/screen-error-boundary';
import { testI18n } from '../../../support/test-i18n';

function Broken(): never {
  throw new Error('The dining-mode card broke');
}

describe('a screen that fails to render', () => {
  it('shows a way back, logs the error, and lets the next address render', async () => {
    const i18n = await testI18n('en', ['shell']);
    const log = new ErrorLog();
    // React reports the caught error on the console as well; this test expects it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = (resetKey: string, child: ReactNode) => (
      <FluentProvider theme={webLightTheme}>
        <I18nextProvider i18n={i18n}>
          <ScreenErrorBoundary errorLog={log} resetKey={resetKey}>
            {child}
          </ScreenErrorBoundary>
        </I18nextProvider>
      </FluentProvider>
    );
    const { rerender } = render(view('/broken', <Broken />));
    // The failure's message loads with its own chunk.
    expect(await screen.findByText('This screen stopped working')).toBeInTheDocument();
    expect(log.logs.map((entry) => [entry.source, entry.message])).toEqual([
      ['render', 'The dining-mode card broke'],
    ]);
    rerender(view('/fine', <p>Another page</p>));
    expect(screen.getByText('Another page')).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
