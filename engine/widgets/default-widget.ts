// The widget a field gets when its schema names none, or names one nobody registered (docs/schemas.md
// "UI hints"): the plain control for the field's type.
import type { FieldSchema } from '../schema/resource';
import { isSecretField } from '../schema/secret-fields';

export type BuiltInWidget =
  'text' | 'textarea' | 'select' | 'switch' | 'checkboxes' | 'number' | 'date' | 'password' | 'lookup';

export const BUILT_IN_WIDGETS: readonly BuiltInWidget[] = [
  'text',
  'textarea',
  'select',
  'switch',
  'checkboxes',
  'number',
  'date',
  'password',
  'lookup',
];

const hasEnum = (schema: unknown) =>
  typeof schema === 'object' && schema !== null && Array.isArray((schema as { enum?: unknown }).enum);

/** The type's default widget; undefined leaves the field to rjsf's own array or object field. */
export function defaultWidget(
  field: Pick<FieldSchema, 'type'> & Record<string, unknown>,
): BuiltInWidget | undefined {
  switch (field.type) {
    case 'boolean':
      return 'switch';
    case 'integer':
    case 'number':
      return 'number';
    case 'string':
      if (hasEnum(field)) return 'select';
      if (isSecretField(field)) return 'password';
      return field.format === 'date' ? 'date' : 'text';
    case 'array':
      return hasEnum(field.items) ? 'checkboxes' : undefined;
    default:
      return undefined;
  }
}

/** Widgets that fill a whole row of a form: long text and groups of controls. */
export function isWideWidget(field: Pick<FieldSchema, 'type'>, widget: string | undefined): boolean {
  return widget === 'textarea' || field.type === 'array' || field.type === 'object';
}
