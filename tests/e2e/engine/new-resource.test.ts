// An implementer's view in the browser: one new resource file in a copy of the schemas folder, and
// nothing else (the same client build, no code), gives a navigation entry, a list with its search
// form, and working create and detail screens. It reuses label keys that exist, as a real one would
// add its own.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../../server/config';
import { saveScreenshot, waitForPath } from '../support/browser';
import { emptyList, gridCell, openFromSidebar, searchForm } from '../support/screens';
import { setUpBrowserSession } from '../support/browser-session';

const booking = {
  name: 'booking',
  module: 'companies',
  title: 'navigation:reservations',
  endpoint: '/booking',
  scope: 'platform',
  route: {
    name: 'bookings',
    path: '/event_management/bookings',
    title: 'navigation:reservations',
    icon: 'calendar',
    section: 'event_management',
    children: { create: true, edit: true, detail: true, duplicate: true },
  },
  privileges: {
    read: 'bookings',
    create: 'merchant_create',
    update: 'merchant_edit',
    delete: 'merchant_delete',
  },
  fields: {
    name: {
      type: 'string',
      title: 'companies:fields.contacts',
      minLength: 1,
      maxLength: 100,
      ui: { column: 1, filter: 'contains', sortable: true },
    },
    status: {
      type: 'string',
      title: 'companies:fields.status',
      enum: ['pending', 'approved'],
      ui: {
        widget: 'select',
        column: 2,
        filter: 'exact',
        labels: { pending: 'companies:status.pending', approved: 'companies:status.approved' },
      },
    },
    simultaneousOnlineTerminals: {
      type: 'integer',
      title: 'companies:fields.simultaneousOnlineTerminals',
      minimum: 1,
      maximum: 40,
      ui: { column: 3, filter: 'range' },
    },
    delayedPrinting: { type: 'boolean', title: 'companies:fields.delayedPrinting', ui: { column: 4 } },
    introduction: { type: 'string', title: 'companies:fields.introduction', ui: { widget: 'textarea' } },
  },
  required: ['name', 'status'],
};

const folder = mkdtempSync(join(tmpdir(), 'brigade-e2e-schemas-'));
const schemasDir = join(folder, 'schemas');
cpSync(join(ROOT_DIR, 'schemas'), schemasDir, { recursive: true });
writeFileSync(join(schemasDir, 'companies', 'booking.json'), JSON.stringify(booking, null, 2));

const session = setUpBrowserSession({
  username: 'admin',
  server: { schemasDir },
  cleanUp: () => rmSync(folder, { recursive: true, force: true }),
});

describe('a resource added as one schema file', () => {
  it('shows its navigation entry, list, search form, form and detail', async () => {
    // A section with one route shows as that route.
    await openFromSidebar(session.page, 'Events', 'Reservations');
    await emptyList(session.page);
    await searchForm(session.page).getByRole('combobox', { name: 'Status' }).waitFor();
    await searchForm(session.page)
      .getByRole('spinbutton', { name: 'Simultaneous online terminals from' })
      .waitFor();
    await session.page.getByRole('columnheader', { name: 'Contact person' }).waitFor();
    await saveScreenshot(session.page, 'new-resource-list');

    await session.page.getByRole('link', { name: 'Create' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'New Reservations' }).waitFor();
    await session.page.getByRole('button', { name: 'Save' }).click();
    await session.page
      .getByText('Please choose Status', { exact: true })
      .and(session.page.getByRole('alert'))
      .waitFor();
    await session.page.getByRole('textbox', { name: 'Contact person', exact: true }).fill('Table for eight');
    await session.page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Approved' });
    await session.page.getByRole('spinbutton', { name: 'Simultaneous online terminals' }).fill('50');
    await session.page.getByRole('switch', { name: 'Delayed printing' }).check();
    await session.page.getByRole('button', { name: 'Save' }).click();
    // The schema's own maximum, checked in the browser by the shared rule.
    await session.page
      .getByText('Simultaneous online terminals cannot be more than 40', { exact: true })
      .and(session.page.getByRole('alert'))
      .waitFor();
    await saveScreenshot(session.page, 'new-resource-form');
    await session.page.getByRole('spinbutton', { name: 'Simultaneous online terminals' }).fill('8');
    await session.page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(session.page, '/event_management/bookings');
    await gridCell(session.page, 'Table for eight').waitFor();
    await gridCell(session.page, 'Approved').waitFor();
    await gridCell(session.page, 'Yes').waitFor();

    // Searching by the new range filter finds it; outside the range it is gone.
    const from = searchForm(session.page).getByRole('spinbutton', {
      name: 'Simultaneous online terminals from',
    });
    await from.fill('9');
    await searchForm(session.page).getByRole('button', { name: 'Search' }).click();
    await session.page.getByText('Total 0', { exact: true }).waitFor();
    await from.fill('8');
    await searchForm(session.page).getByRole('button', { name: 'Search' }).click();
    await session.page.getByText('Total 1', { exact: true }).waitFor();

    // Duplicate: a create form started from the record.
    await session.page.getByRole('button', { name: 'More actions for Table for eight' }).click();
    await session.page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Duplicate Reservations' }).waitFor();
    expect(
      await session.page.getByRole('textbox', { name: 'Contact person', exact: true }).inputValue(),
    ).toBe('Table for eight');
    await session.page.getByRole('link', { name: 'Cancel' }).click();

    await session.page.getByRole('link', { name: 'Details Table for eight' }).click();
    await session.page.getByRole('heading', { level: 1, name: 'Reservations details' }).waitFor();
    await session.page.getByText('Table for eight').waitFor();
    await session.page.getByText('Approved').waitFor();
  });
});
