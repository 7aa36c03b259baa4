// The rjsf schema and uiSchema of a record form, built from the resource: each field's own JSON
// Schema (without the engine's hints), its translated title, the widget the registry resolves, its
// enum labels, lookup and placeholder. Required marks, visibility and messages come from the form's
// store.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { valueSchema } from '../../schema/record-validation';
import type { ResourceSchema } from '../../schema/resource';
import { isSecretField } from '../../schema/secret-fields';
import { isWideWidget } from '../../widgets/default-widget';
import { widgetNameFor } from '../../widgets/widget-registry';
import { enumLabels, fieldLabel, placeholderText, type Translate } from '../field-text';

export function formJsonSchema(resource: ResourceSchema, names: readonly string[], t: Translate): RJSFSchema {
  const properties: Record<string, RJSFSchema> = {};
  for (const name of names) {
    const field = resource.fields[name];
    if (field)
      properties[name] = { ...(valueSchema(field) as RJSFSchema), title: fieldLabel(resource, name, t) };
  }
  return { type: 'object', properties };
}

export interface FormUiOptions {
  disabled?: ReadonlySet<string>;
  /** An edit form: a blank secret there keeps the stored one, and its hint says so. */
  editing?: boolean;
}

export function formUiSchema(
  resource: ResourceSchema,
  names: readonly string[],
  t: Translate,
  { disabled = new Set(), editing = false }: FormUiOptions = {},
): UiSchema {
  const uiSchema: UiSchema = { 'ui:order': [...names], 'ui:submitButtonOptions': { norender: true } };
  for (const name of names) {
    const field = resource.fields[name];
    if (!field) continue;
    const widget = widgetNameFor(field);
    const labels = enumLabels(field, t);
    uiSchema[name] = {
      ...(widget ? { 'ui:widget': widget } : {}),
      'ui:disabled': disabled.has(name),
      'ui:placeholder': placeholderText(field, fieldLabel(resource, name, t), t),
      ...(Object.keys(labels).length > 0 ? { 'ui:enumNames': labels } : {}),
      ...(editing && isSecretField(field) ? { 'ui:description': t('engine:form.keepSecret') } : {}),
      'ui:options': {
        wide: isWideWidget(field, widget),
        labels,
        lookup: field.ui?.lookup,
        limitNum: field.ui?.limitNum,
      },
    };
  }
  return uiSchema;
}
