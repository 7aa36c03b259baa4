import { RequestError } from '../../../../engine/client/request-error';
import type { ResourceApi, StoredRecord } from '../../../../engine/client/resource-api';
import { duplicateValues, formFieldNames, formValuesOf } from '../../../../engine/screens/form/form-fields';
import { RecordForm } from '../../../../engine/screens/form/record-form';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { companySchema, fieldOf, noteSchema, userInfo } from '../../../support/resources';

const stored: StoredRecord = {
  id: 5,
  version: 3,
  title: 'Fridge',
  kind: 'other',
  otherKind: 'Door',
  code: 'A1',
};

function fakeApi(overrides: Partial<ResourceApi> = {}) {
  return {
    create: jest.fn(async (values: Record<string, unknown>) => ({ id: 9, version: 1, ...values })),
    modify: jest.fn(async (id: number, version: number, changes: Record<string, unknown>) => ({
      ...stored,
      ...changes,
      id,
      version: version + 1,
    })),
    ...overrides,
  };
}

const admin = userInfo({ admin: true });

describe('the RecordForm store', () => {
  it('leaves read-only fields out of the form', () => {
    expect(formFieldNames(companySchema)).not.toContain('status');
    expect(formFieldNames(companySchema)).not.toContain('rejectReason');
    expect(formFieldNames(companySchema)).toContain('name');
  });

  it("shows no message before the first submit attempt, then the shared rule's", async () => {
    const api = fakeApi();
    const form = new RecordForm(noteSchema, 'create', api, admin);
    expect(form.problemFor('title')).toBeUndefined();
    expect(await form.submit()).toBe('invalid');
    expect(form.problemFor('title')).toMatchObject({ key: 'validation:required' });
    expect(form.problemFor('kind')).toMatchObject({ key: 'validation:required' });
    expect(api.create).not.toHaveBeenCalled();
    form.setValues({ title: 'x'.repeat(21), kind: 'hygiene' });
    expect(form.problemFor('title')).toMatchObject({ key: 'validation:maxLength', params: { limit: '20' } });
  });

  it('evaluates visibleWhen, requiredWhen and disabledWhen on the values', () => {
    const form = new RecordForm(noteSchema, 'create', fakeApi(), admin);
    expect(form.isVisible('otherKind')).toBe(false);
    expect(form.isRequired('otherKind')).toBe(false);
    form.setValues({ kind: 'other' });
    expect(form.isVisible('otherKind')).toBe(true);
    expect(form.isRequired('otherKind')).toBe(true);
    expect(form.isDisabled('seats')).toBe(false);
    form.setValues({ kind: 'hygiene' });
    expect(form.isDisabled('seats')).toBe(true);
  });

  it('never sends a hidden field, even one that holds a value', async () => {
    const api = fakeApi();
    const form = new RecordForm(noteSchema, 'create', api, admin);
    form.setValues({ title: 'Fridge', kind: 'hygiene', otherKind: 'typed before hiding', code: '' });
    expect(await form.submit()).toBe('saved');
    expect(api.create).toHaveBeenCalledWith({ title: 'Fridge', kind: 'hygiene' });
  });

  it('sends only the changed fields with id and version on edit, null clearing a field', async () => {
    const api = fakeApi();
    const form = new RecordForm(noteSchema, 'edit', api, admin, stored, {
      title: 'Fridge',
      kind: 'other',
      otherKind: 'Door',
      code: 'A1',
    });
    form.setValues({ title: 'Fridge cleaned', kind: 'other', otherKind: 'Door' });
    expect(await form.submit()).toBe('saved');
    expect(api.modify).toHaveBeenCalledWith(5, 3, { title: 'Fridge cleaned', code: null });
  });

  it('judges an edit on the stored record under the changes, as the server does', async () => {
    const form = new RecordForm(noteSchema, 'edit', fakeApi(), admin, stored, {
      title: 'Fridge',
      kind: 'other',
    });
    // otherKind is required while kind is other: clearing it is refused.
    form.setValues({ title: 'Fridge', kind: 'other', otherKind: undefined });
    expect(await form.submit()).toBe('invalid');
    expect(form.problemFor('otherKind')).toMatchObject({ key: 'validation:required' });
  });

  it("shows the server's field errors until the field changes", async () => {
    const failure = new RequestError('dup', {
      status: 6,
      msg: '已存在',
      msgEn: 'A record with the same value already exists',
      data: null,
      errors: [{ field: 'code', msg: '編號已存在', msgEn: 'Store ID already exists' }],
    });
    const form = new RecordForm(
      noteSchema,
      'create',
      fakeApi({ create: jest.fn().mockRejectedValue(failure) }),
      admin,
    );
    form.setValues({ title: 'Fridge', kind: 'hygiene', code: 'A1' });
    expect(await form.submit()).toBe('failed');
    expect(form.serverErrorFor('code')?.msgEn).toBe('Store ID already exists');
    form.setValues({ title: 'Fridge 2', kind: 'hygiene', code: 'A1' });
    expect(form.serverErrorFor('code')).toBeDefined();
    form.setValues({ title: 'Fridge 2', kind: 'hygiene', code: 'A2' });
    expect(form.serverErrorFor('code')).toBeUndefined();
  });

  it('knows a stale version (status 5) and names errors on fields it does not show', async () => {
    const stale = new RequestError('stale', { status: 5, msg: '', msgEn: 'changed', data: null });
    const form = new RecordForm(
      noteSchema,
      'edit',
      fakeApi({ modify: jest.fn().mockRejectedValue(stale) }),
      admin,
      stored,
      {
        title: 'Fridge',
        kind: 'other',
        otherKind: 'Door',
      },
    );
    form.setValues({ ...form.values, title: 'Changed' });
    expect(await form.submit()).toBe('failed');
    expect(form.stale).toBe(true);
    const tenant = new RequestError('tenant', {
      status: 1,
      msg: '',
      msgEn: 'invalid',
      data: null,
      errors: [{ field: 'companyId', msg: '請選擇商戶', msgEn: 'Please enter merchant' }],
    });
    const create = new RecordForm(
      noteSchema,
      'create',
      fakeApi({ create: jest.fn().mockRejectedValue(tenant) }),
      admin,
    );
    create.setValues({ title: 'a', kind: 'hygiene' });
    await create.submit();
    expect(create.otherErrors.map((error) => error.field)).toEqual(['companyId']);
  });

  it('disables a field whose write privilege the user lacks', () => {
    const guarded = {
      ...noteSchema,
      fields: {
        ...noteSchema.fields,
        code: { ...fieldOf(noteSchema, 'code'), ui: { writePrivilege: 'codes' } },
      },
    };
    expect(new RecordForm(guarded, 'create', fakeApi(), userInfo()).isDisabled('code')).toBe(true);
    expect(
      new RecordForm(guarded, 'create', fakeApi(), userInfo({ privilegeList: ['codes'] })).isDisabled('code'),
    ).toBe(false);
  });
});

describe('duplicateValues', () => {
  it('copies a record without its id, version, stamps or unique values', () => {
    expect(duplicateValues(noteSchema, { ...stored, createdAt: '2026-01-01T00:00:00Z' })).toEqual({
      title: 'Fridge',
      kind: 'other',
      otherKind: 'Door',
    });
  });

  it('drops the merchant subdomain, which must stay unique', () => {
    const copy = duplicateValues(companySchema, {
      id: 1,
      version: 2,
      name: 'A',
      subdomain: 'a',
      status: 'approved',
    });
    expect(copy).toEqual({ name: 'A' });
  });

  it("leaves out its rows' read-only values, which the server gives a new record's rows itself", () => {
    const floor: ResourceSchema = {
      ...noteSchema,
      fields: {
        tables: {
          type: 'array',
          title: 'store:fields.tables',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', title: 'store:fields.tableName' },
              code: {
                type: 'string',
                title: 'store:fields.qrCode',
                ui: { readOnly: true, generated: 'token' },
              },
            },
          },
        },
      },
      unique: [],
    };
    const copy = duplicateValues(floor, { id: 1, version: 1, tables: [{ name: 'A1', code: 'abc' }] });
    expect(copy).toEqual({ tables: [{ name: 'A1' }] });
  });
});

describe('formValuesOf', () => {
  const withDefault = {
    ...noteSchema,
    fields: { ...noteSchema.fields, otherKind: { ...fieldOf(noteSchema, 'otherKind'), default: 'Door' } },
  };
  const hygiene: StoredRecord = { id: 5, version: 3, title: 'Fridge', kind: 'hygiene' };

  it('starts a hidden field at its default, sent only once the field shows', async () => {
    expect(formValuesOf(withDefault, hygiene)).toEqual({
      title: 'Fridge',
      kind: 'hygiene',
      otherKind: 'Door',
    });
    const api = fakeApi();
    const form = new RecordForm(withDefault, 'edit', api, admin, hygiene, formValuesOf(withDefault, hygiene));
    expect(form.submission.body).toEqual({});
    form.setValues({ ...form.values, kind: 'other' });
    expect(await form.submit()).toBe('saved');
    expect(api.modify).toHaveBeenCalledWith(5, 3, { kind: 'other', otherKind: 'Door' });
  });

  it('keeps a shown field as stored, blank included', () => {
    expect(formValuesOf(withDefault, { ...hygiene, kind: 'other' })).toEqual({
      title: 'Fridge',
      kind: 'other',
    });
  });
});
