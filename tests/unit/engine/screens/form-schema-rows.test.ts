import type { i18n } from 'i18next';
import type { FieldSchema } from '../../../../engine/schema/resource';
import { formJsonSchema, formUiSchema } from '../../../../engine/screens/form/form-schema';
import { testI18n } from '../../../support/test-i18n';
import { rowsSchema } from '../../support/rows-resource';

const names = ['title', 'opens', 'branches'];
let texts: i18n;

beforeAll(async () => {
  texts = await testI18n('en', ['common', 'fields', 'validation', 'engine', 'companies']);
});

describe('the form schema of a rows field', () => {
  it('gives rjsf schema alone at every depth, with the sub-fields titled by their labels', () => {
    const schema = formJsonSchema(rowsSchema, names, texts.t);
    expect(JSON.stringify(schema)).not.toContain('"ui"');
    const branches = schema.properties?.branches as Record<string, unknown>;
    expect(branches).toMatchObject({
      type: 'array',
      title: 'Scenes',
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', title: 'Branch name', minLength: 1 },
          seats: { type: 'number', title: 'Simultaneous online terminals', default: 2 },
          status: { type: 'string', title: 'Status', enum: ['pending', 'rejected'] },
          opens: { type: 'string', title: 'City', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
        },
      },
    });
  });

  it('gives each sub-field the ui entry a top-level field of its kind gets, without a visible label', () => {
    const uiSchema = formUiSchema(rowsSchema, names, texts.t);
    const items = (uiSchema.branches as { items: Record<string, Record<string, unknown>> }).items;
    expect(items.name).toMatchObject({
      'ui:widget': 'text',
      'ui:placeholder': 'Please enter Branch name',
      'ui:label': false,
    });
    expect(items.status).toMatchObject({
      'ui:widget': 'select',
      'ui:enumNames': { pending: 'Pending', rejected: 'Rejected' },
      'ui:placeholder': 'Please choose Status',
    });
    expect(items.closing).toMatchObject({ 'ui:widget': 'switch' });
    expect(items.companyId).toMatchObject({
      'ui:widget': 'lookup',
      'ui:options': { lookup: { resource: 'company', labelField: 'name' } },
    });
    expect(items.opens).toMatchObject({ 'ui:widget': 'time' });
    expect(items.picture).toMatchObject({ 'ui:widget': 'imageUpload' });
    // The same function builds both depths: a top-level time field's entry is a sub-field's, label aside.
    const { 'ui:disabled': _disabled, ...topLevel } = uiSchema.opens as Record<string, unknown>;
    const { 'ui:label': _label, ...subField } = items.opens as Record<string, unknown>;
    expect(subField).toEqual({ ...topLevel, 'ui:placeholder': 'Please enter City' });
  });

  it("hides a read-only sub-field: rjsf keeps its value in the row's data without an input", () => {
    const branches = rowsSchema.fields.branches as FieldSchema & { items: { properties: object } };
    const code = {
      type: 'string',
      title: 'companies:fields.storeId',
      ui: { readOnly: true, widget: 'text' },
    };
    const resource = {
      ...rowsSchema,
      fields: { branches: { ...branches, items: { ...branches.items, properties: { code } } } },
    };
    const items = (
      formUiSchema(resource, ['branches'], texts.t).branches as { items: Record<string, object> }
    ).items;
    expect(items.code).toMatchObject({ 'ui:widget': 'hidden' });
  });

  it('leaves a field with a widget of its own to that widget, but still strips its hints', () => {
    const hours = {
      ...rowsSchema,
      fields: {
        hours: {
          type: 'array' as const,
          title: 'companies:fields.openingHours',
          items: { type: 'object', properties: { start: { type: 'string', ui: { widget: 'time' } } } },
          ui: { widget: 'openingHours' },
        },
      },
    };
    expect(JSON.stringify(formJsonSchema(hours, ['hours'], texts.t))).not.toContain('"ui"');
    expect(formUiSchema(hours, ['hours'], texts.t).hours).not.toHaveProperty('items');
  });
});
