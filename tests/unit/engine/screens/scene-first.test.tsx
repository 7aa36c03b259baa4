// Business §5 "a scene must be selected before querying and configuring", §8 "please select the
// scene first": on a scene's form, its days, time periods and table setting stay locked until the
// scene (breakfast, lunch, afternoon tea, dinner) is chosen, and each says so where the user meets it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import scene from '../../../../schemas/menu/scene.json';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { userInfo } from '../../../support/resources';
import { renderRecordForm } from '../../support/render-record-form';
import { standInServer, type StandInServer } from '../../support/stand-in-server';

const sceneSchema = scene as unknown as ResourceSchema;
const HINT = 'Please select the scene first';

/** The labels of the fields that show the hint: each Field's own label. */
const hintedFields = () =>
  screen
    .queryAllByText(HINT)
    .map((hint) => hint.closest('.fui-Field')?.querySelector('label')?.textContent ?? 'no field');

describe("a scene's form", () => {
  let server: StandInServer | undefined;
  afterEach(() => server?.close());

  it('locks the days, periods and table setting until the scene is chosen, saying to choose it first', async () => {
    server = standInServer({});
    await renderRecordForm({ resource: sceneSchema, mode: 'create', userInfo: userInfo() });
    const kind = await screen.findByRole('combobox', { name: 'Scene' });
    expect(hintedFields()).toEqual(['Available days', 'Time periods', 'Table setting']);
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Table setting' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /add/i })).toBeDisabled();

    const dinner = within(kind).getByRole<HTMLOptionElement>('option', { name: 'Dinner' });
    fireEvent.change(kind, { target: { value: dinner.value } });
    await waitFor(() => expect(hintedFields()).toEqual([]));
    expect(screen.getByRole('checkbox', { name: 'Mon' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Table setting' })).toBeEnabled();
  });
});
