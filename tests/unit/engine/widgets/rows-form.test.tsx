import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FieldSchema, ResourceSchema } from '../../../../engine/schema/resource';
import { userInfo } from '../../../support/resources';
import { merchantRoutes } from '../../support/merchant-routes';
import { renderRecordForm } from '../../support/render-record-form';
import { rowsSchema } from '../../support/rows-resource';
import { standInServer, type StandInServer } from '../../support/stand-in-server';
import { axeViolations } from '../../support/axe-violations';

const admin = userInfo({ admin: true, companyManager: false, companyId: null });

async function renderCreateForm(): Promise<HTMLElement> {
  await renderRecordForm({ resource: rowsSchema, mode: 'create', userInfo: admin });
  return screen.getByRole('group', { name: 'Scenes' });
}

const nameIn = (row: number) => screen.getByRole('textbox', { name: `Branch name, row ${row}` });

/** Adds a row and waits for focus to reach its first control, as a keyboard user would type there. */
async function addRow(row: number): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
  await waitFor(() => expect(nameIn(row)).toHaveFocus());
}

describe('a rows field in the form', () => {
  let server: StandInServer;

  beforeEach(() => {
    server = standInServer({
      ...merchantRoutes,
      'GET /system/config': () => ({ data: { uploadLimitBytes: 1024 } }),
      'GET /img/upload': () => ({ data: 'http://files.test/files/' }),
      'POST /branch/note': (body) => ({ data: { id: 9, version: 1, ...body } }),
    });
  });
  afterEach(() => server.close());

  it('adds rows with the sub-fields side by side under headings shown once, new ones from the defaults', async () => {
    const rows = await renderCreateForm();
    expect(within(rows).queryByText('Branch name')).not.toBeInTheDocument();
    await addRow(1);
    await addRow(2);
    // Each heading once, whatever the number of rows.
    expect(within(rows).getAllByText('Branch name')).toHaveLength(1);
    expect(within(rows).getAllByText('Auto closing')).toHaveLength(1);
    // Each control named by its sub-field and row, as a top-level control would be.
    expect(nameIn(2)).toBeRequired();
    expect(screen.getByRole('spinbutton', { name: 'Simultaneous online terminals, row 1' })).toHaveValue(2);
    const status = screen.getByRole('combobox', { name: 'Status, row 2' });
    expect(within(status).getByRole('option', { name: 'Rejected' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto closing, row 1' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'District, row 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('City, row 2')).toHaveAttribute('type', 'time');
    expect(within(rows).getByRole('group', { name: 'Picture, row 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move row 1 up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move row 2 down' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Remove row 2' })).toBeEnabled();
  });

  it('moves and removes rows and saves them with their sub-fields', async () => {
    await renderCreateForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Merchant name/ }), { target: { value: 'Plan' } });
    await addRow(1);
    await addRow(2);
    await addRow(3);
    fireEvent.change(nameIn(1), { target: { value: 'North' } });
    fireEvent.change(nameIn(2), { target: { value: 'South' } });
    fireEvent.change(nameIn(3), { target: { value: 'East' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Auto closing, row 2' }));
    fireEvent.change(screen.getByLabelText('City, row 2'), { target: { value: '09:30' } });
    // The moved row's button keeps focus at the row's new place; a removed row hands it to the last.
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move row 1 up' })).toHaveFocus());
    expect(nameIn(1)).toHaveValue('South');
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove row 2' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Remove row 3' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    expect(server.callsTo('POST /branch/note')[0]?.body).toMatchObject({
      title: 'Plan',
      branches: [
        { name: 'South', seats: 2, closing: true, opens: '09:30' },
        { name: 'North', seats: 2 },
      ],
    });
  });

  it('shows no input for a read-only sub-field, and sends its value back with its row', async () => {
    const branches = rowsSchema.fields.branches as FieldSchema & { items: { properties: object } };
    const storeId = { type: 'string', title: 'companies:fields.storeId', ui: { readOnly: true } };
    const resource: ResourceSchema = {
      ...rowsSchema,
      fields: {
        ...rowsSchema.fields,
        branches: {
          ...branches,
          items: { ...branches.items, properties: { ...branches.items.properties, storeId } },
        },
      },
    };
    const stored = {
      id: 9,
      version: 1,
      title: 'Plan',
      branches: [
        { name: 'North', seats: 2, storeId: 'n-1' },
        { name: 'South', seats: 2, storeId: 's-2' },
      ],
    };
    server.close();
    server = standInServer({
      ...merchantRoutes,
      'PUT /branch/note/modify': (body) => ({ data: { ...stored, ...body, version: 2 } }),
    });
    await renderRecordForm({ resource, mode: 'edit', userInfo: admin, record: stored });
    const rows = screen.getByRole('group', { name: 'Scenes' });
    expect(within(rows).getAllByText('Branch name')).toHaveLength(1);
    expect(within(rows).queryByText('Store ID')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Store ID, row 1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move row 1 up' })).toHaveFocus());
    await addRow(3);
    fireEvent.change(nameIn(3), { target: { value: 'East' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('the list');
    expect(server.callsTo('PUT /branch/note/modify')[0]?.body.branches).toEqual([
      { name: 'South', seats: 2, storeId: 's-2' },
      { name: 'North', seats: 2, storeId: 'n-1' },
      { name: 'East', seats: 2 },
    ]);
  });

  it('passes axe with rows shown', async () => {
    await renderCreateForm();
    await addRow(1);
    await addRow(2);
    expect(await axeViolations()).toEqual([]);
  });
});
