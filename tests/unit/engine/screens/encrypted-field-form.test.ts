import type { i18n } from 'i18next';
import type { StoredRecord } from '../../../../engine/client/resource-api';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { formValuesOf } from '../../../../engine/screens/form/form-fields';
import { formJsonSchema, formUiSchema } from '../../../../engine/screens/form/form-schema';
import { RecordForm } from '../../../../engine/screens/form/record-form';
import { userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';

// An edit form over an encrypted field: the input starts blank, its hint shows the mask the server
// answered, a blank input sends nothing (the server keeps the key) and a typed one sends the new key.
const gateway: ResourceSchema = {
  name: 'gateway',
  module: 'companies',
  title: 'companies:shop',
  endpoint: '/gateway',
  scope: 'company',
  route: { name: 'gateway', path: '/gateway', title: 'companies:shop', section: 'merchant_management' },
  privileges: { read: 'gateway', create: 'gateway', update: 'gateway', delete: 'gateway' },
  fields: {
    name: { type: 'string', title: 'companies:fields.name' },
    secretKey: { type: 'string', title: 'companies:fields.status', format: 'encrypted' },
  },
  required: ['name', 'secretKey'],
};
const stored: StoredRecord = { id: 3, version: 2, name: 'Stripe', secretKey: 'sk_live_••••4242' };
const api = {
  create: jest.fn(),
  modify: jest.fn(async (id: number, version: number, changes: Record<string, unknown>) => ({
    ...stored,
    ...changes,
    id,
    version: version + 1,
  })),
};
let texts: i18n;
const editForm = () =>
  new RecordForm(gateway, 'edit', api, userInfo({ admin: true }), stored, formValuesOf(gateway, stored));

beforeAll(async () => {
  texts = await testI18n('en', ['common', 'fields', 'validation', 'engine', 'companies']);
});

describe('an encrypted field in a form', () => {
  it('starts blank, its hint showing the saved mask, and asks for the key once', () => {
    expect(formValuesOf(gateway, stored)).toEqual({ name: 'Stripe' });
    const ui = formUiSchema(gateway, ['name', 'secretKey'], texts.t, { stored }).secretKey as Record<
      string,
      unknown
    >;
    expect(ui['ui:description']).toBe('Saved: sk_live_••••4242. Leave blank to keep it.');
    expect(ui['ui:options']).toMatchObject({ sealed: true });
    // rjsf is not given the server's own format, which its validator does not know.
    expect(formJsonSchema(gateway, ['secretKey'], texts.t).properties?.secretKey).not.toHaveProperty(
      'format',
    );
    const form = editForm();
    expect(form.confirmations.problems(form.values)).toEqual([]);
  });

  it('sends nothing for a blank key and the new key when one is typed', async () => {
    const form = editForm();
    form.setValues({ name: 'Stripe HK' });
    expect(form.submission.body).toEqual({ name: 'Stripe HK' });
    form.setValues({ name: 'Stripe HK', secretKey: 'sk_live_new_51Hkey' });
    expect(form.submission.body).toEqual({ name: 'Stripe HK', secretKey: 'sk_live_new_51Hkey' });
    expect(await form.submit()).toBe('saved');
    expect(api.modify).toHaveBeenCalledWith(3, 2, { name: 'Stripe HK', secretKey: 'sk_live_new_51Hkey' });
  });
});
