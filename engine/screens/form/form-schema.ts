// The rjsf schema and uiSchema of a record form, built from the resource: each field's own JSON
// Schema (without the engine's hints, at any depth), its translated title, the widget the registry
// resolves, its enum labels, lookup and placeholder. A rows field's sub-fields get the same under
// `items`, from the same function, so a sub-field's select or lookup works as a top-level one does.
// Required marks, visibility and messages come from the form's store.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldSchema, ResourceSchema } from '../../schema/resource';
import { isEncryptedField, isSecretField } from '../../schema/secret-fields';
import { isWideWidget } from '../../widgets/default-widget';
import { showsInForm, widgetNameFor } from '../../widgets/widget-registry';
import { enumLabels, fieldLabel, placeholderText, type Translate } from '../field-text';
import { subFieldLabel, subFieldList } from '../rows-field';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A field's JSON Schema as rjsf takes it: the engine's `ui` hints left out at every depth (a schema
 * rjsf reads should hold schema alone), and an object's properties titled with their translated
 * labels, which the rows' column headings and the controls' names show.
 */
function rjsfSchema(schema: Record<string, unknown>, t: Translate): RJSFSchema {
  const { ui: _ui, items, properties, ...rest } = schema;
  const result: Record<string, unknown> = rest;
  // The server's own format (secret-fields.ts): rjsf's ajv knows no such format and would warn.
  if (isEncryptedField(schema as FieldSchema)) delete result.format;
  if (isObject(items)) result.items = rjsfSchema(items, t);
  else if (Array.isArray(items))
    result.items = items.map((item: Record<string, unknown>) => rjsfSchema(item, t));
  if (isObject(properties)) {
    result.properties = Object.fromEntries(
      Object.entries(properties as Record<string, FieldSchema>).map(([name, sub]) => [
        name,
        { ...rjsfSchema(sub, t), title: subFieldLabel(name, sub, t) },
      ]),
    );
  }
  return result as RJSFSchema;
}

export function formJsonSchema(resource: ResourceSchema, names: readonly string[], t: Translate): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (const name of names) {
    const field = resource.fields[name];
    if (field) properties[name] = { ...rjsfSchema(field, t), title: fieldLabel(resource, name, t) };
  }
  return { type: 'object', properties };
}

export interface FormUiOptions {
  disabled?: ReadonlySet<string>;
  /** An edit form's record as read: a blank secret there keeps the stored one, and its hint says so. */
  stored?: Record<string, unknown> | null;
}

/** What an edit form says under a secret: a password is kept when left blank; a key shows its mask. */
function secretHint(field: FieldSchema, saved: unknown, t: Translate): UiSchema {
  if (isEncryptedField(field))
    return typeof saved === 'string' ? { 'ui:description': t('engine:form.keepKey', { mask: saved }) } : {};
  return isSecretField(field) ? { 'ui:description': t('engine:form.keepSecret') } : {};
}

/**
 * One field's ui entry, a top-level field's or a sub-field's alike: its widget, placeholder, enum
 * labels and the options the engine's widgets read. A rows field's entry holds its sub-fields'
 * under `items`, without visible labels: the rows' column headings show them. A read-only
 * sub-field (a table's QR code) is rjsf's hidden widget: no input and no column, its value kept in
 * the row's data, so it moves with its row and goes back to the server with it.
 */
function fieldUi(
  field: FieldSchema,
  label: string,
  t: Translate,
  stored: Record<string, unknown> | null,
  name: string,
): UiSchema {
  const widget = field.ui?.readOnly && !showsInForm(field) ? 'hidden' : widgetNameFor(field);
  const labels = enumLabels(field, t);
  const subFields = subFieldList(field);
  return {
    ...(widget ? { 'ui:widget': widget } : {}),
    'ui:placeholder': placeholderText(field, label, t),
    ...(Object.keys(labels).length > 0 ? { 'ui:enumNames': labels } : {}),
    ...(stored ? secretHint(field, stored[name], t) : {}),
    'ui:options': {
      // A page's panel on a read-only field (a task's recipient estimate) takes the row, as a group does.
      wide: isWideWidget(field, widget) || showsInForm(field),
      labels,
      lookup: field.ui?.lookup,
      limitNum: field.ui?.limitNum,
      sealed: isEncryptedField(field),
    },
    ...(subFields.length > 0
      ? {
          items: Object.fromEntries(
            subFields.map(({ name, field: sub }) => [
              name,
              { ...fieldUi(sub, subFieldLabel(name, sub, t), t, null, name), 'ui:label': false },
            ]),
          ),
        }
      : {}),
  };
}

export function formUiSchema(
  resource: ResourceSchema,
  names: readonly string[],
  t: Translate,
  { disabled = new Set(), stored = null }: FormUiOptions = {},
): UiSchema {
  const uiSchema: UiSchema = { 'ui:order': [...names], 'ui:submitButtonOptions': { norender: true } };
  for (const name of names) {
    const field = resource.fields[name];
    if (!field) continue;
    const locked = disabled.has(name);
    uiSchema[name] = {
      ...fieldUi(field, fieldLabel(resource, name, t), t, stored, name),
      'ui:disabled': locked,
      // A locked field says what would unlock it (`ui.disabledHint`) where the user meets it.
      ...(locked && field.ui?.disabledHint ? { 'ui:description': t(field.ui.disabledHint) } : {}),
    };
  }
  return uiSchema;
}
