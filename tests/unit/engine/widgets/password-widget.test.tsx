import { act, fireEvent, screen } from '@testing-library/react';
import user from '../../../../schemas/accounts/user.json';
import { SUBMIT_LOCK_MS } from '../../../../engine/protocol/constants';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { userInfo } from '../../../support/resources';
import { renderRecordForm } from '../../support/render-record-form';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const userSchema = user as unknown as ResourceSchema;
const admin = userInfo({ admin: true, companyManager: false, companyId: null });
// As the server answers an account: never with its password.
const stored = { id: 4, version: 2, name: 'Ada', username: 'ada', accountType: 'superAdmin' };

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** A refused save, then the second the save button stays locked (core spec §4) run out. */
async function refusedSave(): Promise<void> {
  jest.useFakeTimers();
  save();
  expect(await screen.findByText('The two passwords are inconsistent, please re-enter')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(SUBMIT_LOCK_MS));
  jest.useRealTimers();
}

describe('the password widget', () => {
  let server: StandInServer;

  beforeEach(() => {
    server = standInServer({
      'POST /user/user': (body) => ({ data: { id: 5, version: 1, ...body } }),
      'PUT /user/user/modify': (body) => ({ data: { ...stored, ...body } }),
    });
  });
  afterEach(() => server.close());

  it('refuses to save while the confirmation differs, and says so on the confirmation', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'create', userInfo: admin });
    type(/^Name/, 'Ada');
    type(/^Username/, 'ada');
    fireEvent.change(screen.getByLabelText(/^Account type/), { target: { value: '0' } });
    type(/^Password/, 'harbour-lights');
    type(/^Confirm Password/, 'harbour-light');
    await refusedSave();
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /user/user')).toHaveLength(0);

    type(/^Confirm Password/, 'harbour-lights');
    save();
    await screen.findByText('the list');
    const [created] = server.callsTo('POST /user/user');
    expect(created?.body).toMatchObject({ username: 'ada', password: 'harbour-lights' });
    expect(Object.keys(created?.body ?? {})).not.toContain('password.confirmation');
  });

  it('on edit starts blank, is not required, and a blank one is left out of the change', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'edit', userInfo: admin, record: stored });
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).not.toBeRequired();
    expect(screen.getByText('Leave blank to keep the current password')).toBeInTheDocument();
    type(/^Name/, 'Ada Lovelace');
    save();
    await screen.findByText('the list');
    const [change] = server.callsTo('PUT /user/user/modify');
    expect(change?.body).toMatchObject({ id: 4, version: 2, name: 'Ada Lovelace' });
    expect(change?.body).not.toHaveProperty('password');
  });

  it('on edit sends a new password once typed twice alike', async () => {
    await renderRecordForm({ resource: userSchema, mode: 'edit', userInfo: admin, record: stored });
    type(/^Password/, 'harbour-lights');
    await refusedSave();
    type(/^Confirm Password/, 'harbour-lights');
    save();
    await screen.findByText('the list');
    expect(server.callsTo('PUT /user/user/modify')[0]?.body).toMatchObject({ password: 'harbour-lights' });
  });
});
