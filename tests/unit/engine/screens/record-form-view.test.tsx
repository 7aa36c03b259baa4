import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ResourceApi } from '../../../../engine/client/resource-api';
import { Session } from '../../../../engine/client/session';
import { SessionContext } from '../../../../engine/client/session-context';
import type { ResourceNavigationRoute } from '../../../../engine/schema/navigation-answer';
import { RecordFormView } from '../../../../engine/screens/form/record-form-view';
import { noteSchema, userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';

const route: ResourceNavigationRoute = {
  ...noteSchema.route,
  resource: noteSchema.name,
  privileges: noteSchema.privileges,
};

async function renderCreateForm(api: Partial<ResourceApi>) {
  const i18n = await testI18n('en', ['common', 'fields', 'validation', 'engine', 'companies', 'navigation']);
  const session = new Session(localStorage);
  session.signIn({ token: 't', userInfo: userInfo({ admin: true }) });
  render(
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[`${route.path}/create`]}>
            <Routes>
              <Route
                path={`${route.path}/create`}
                element={
                  <RecordFormView
                    route={route}
                    resource={noteSchema}
                    mode="create"
                    api={api as ResourceApi}
                  />
                }
              />
              <Route path={route.path} element={<p>the list</p>} />
            </Routes>
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </FluentProvider>,
  );
}

describe('the record form screen', () => {
  afterEach(() => jest.useRealTimers());

  it('shows required messages only after a save attempt, as placeholder plus label', async () => {
    const create = jest.fn();
    await renderCreateForm({ create });
    expect(screen.getByRole('heading', { level: 1, name: 'New Branch' })).toBeInTheDocument();
    expect(screen.queryByText('Please enter Merchant name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The message shows in the field's alert (the select's empty option reads the same).
    expect(
      await screen.findByText('Please enter Merchant name', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose Status', { selector: '[role=alert]' })).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('locks the save button for one second after a click', async () => {
    await renderCreateForm({ create: jest.fn() });
    const save = screen.getByRole('button', { name: 'Save' });
    jest.useFakeTimers();
    fireEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    act(() => jest.advanceTimersByTime(1000));
    expect(save).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('renders a field only while its visibleWhen holds, and disables by disabledWhen', async () => {
    await renderCreateForm({ create: jest.fn() });
    expect(screen.queryByLabelText('Introduction')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Status/), { target: { value: '1' } });
    expect(await screen.findByLabelText(/Introduction/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Status/), { target: { value: '0' } });
    await waitFor(() => expect(screen.queryByLabelText(/Introduction/)).not.toBeInTheDocument());
    expect(screen.getByLabelText('Simultaneous online terminals')).toBeDisabled();
  });

  it('saves the valid record and returns to the list', async () => {
    const create = jest.fn().mockResolvedValue({ id: 1, version: 1 });
    await renderCreateForm({ create });
    fireEvent.change(screen.getByLabelText(/Merchant name/), { target: { value: 'Fridge' } });
    fireEvent.change(screen.getByLabelText(/Status/), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ title: 'Fridge', kind: 'hygiene' });
  });
});
