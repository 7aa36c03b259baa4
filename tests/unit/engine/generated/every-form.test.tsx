// Every declared resource's form, generated from the schemas and their fixtures (issue 22 item 4):
// what the per-resource browser suites checked, at a fraction of their cost. Each resource's form is
// drawn in jsdom from its first valid fixture (a list's record being edited, a settings record as
// saved); axe finds nothing on it, and Save sends it with no field refused on the way. The browser
// keeps one screen of each kind (tests/e2e/*-screens.test.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { StoredRecord } from '../../../../engine/client/resource-api';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { hashedFieldNames } from '../../../../engine/schema/secret-fields';
import { isSettingsRecord } from '../../../../engine/schema/settings-record';
import { readConfig } from '../../../../server/config';
import { loadProductSchemas } from '../../../../server/schemas';
import { validFixtures } from '../../../api/support/resource-fixtures';
import { userInfo } from '../../../support/resources';
import { axeViolations } from '../../support/axe-violations';
import { renderRecordForm } from '../../support/render-record-form';
import { FixtureLookups } from './fixture-lookups';

const { resources } = loadProductSchemas(readConfig({}));

/** The resources with a form an operator fills, each with the fixture it is drawn from. */
const forms = resources.flatMap((resource) => {
  const fixture = validFixtures(resource.name)[0];
  const hasForm = isSettingsRecord(resource) || Boolean(resource.route.children?.create);
  return hasForm && fixture ? [[resource.name, resource, fixture.record] as const] : [];
});

/** What the form says is wrong, as the operator reads it. */
const alerts = (): string[] => screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');

/** The fixture as the server answers it: a password is kept hashed and never sent back. */
function storedAs(resource: ResourceSchema, record: Record<string, unknown>): StoredRecord {
  const hashed = new Set(hashedFieldNames(resource));
  const answered = Object.entries(record).filter(([name]) => !hashed.has(name));
  return { id: 41, version: 3, ...Object.fromEntries(answered) } as StoredRecord;
}

async function drawAndSave(resource: ResourceSchema, record: Record<string, unknown>) {
  const api = { create: jest.fn(), modify: jest.fn().mockResolvedValue({}) };
  const settings = isSettingsRecord(resource);
  const container = await renderRecordForm({
    resource,
    mode: 'edit',
    userInfo: userInfo({ admin: true }),
    record: storedAs(resource, record),
    api,
    lookups: new FixtureLookups(resources),
    settings,
  });
  const save = await screen.findByRole('button', { name: 'Save' });
  expect(await axeViolations(container)).toEqual([]);
  fireEvent.click(save);
  await waitFor(() =>
    expect({ sent: api.modify.mock.calls.length, alerts: alerts() }).toEqual({ sent: 1, alerts: [] }),
  );
}

// A hang guard, not a speed check: the largest form (operationModes, a thousand elements) is drawn
// and checked in about a second on a quiet machine, many times that when four files share two cores.
const FORM_TIMEOUT_MS = 120_000;

describe.each(forms)('the %s form', (_name, resource, record) => {
  it(
    'draws its fixture with no axe violation and saves it as it stands',
    async () => {
      await drawAndSave(resource, record);
    },
    FORM_TIMEOUT_MS,
  );
});
