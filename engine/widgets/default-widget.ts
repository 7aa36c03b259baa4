// The widget a field gets when its schema names none, or names one nobody registered (docs/schemas.md
// "UI hints"): the plain control for the field's type.
import type { FieldSchema } from '../schema/resource';
import { isSecretField } from '../schema/secret-fields';
import type { BuiltInWidget } from '../schema/widget-names';

/** The text namespaces of built-in widgets whose words are not the engine's own. */
export const BUILT_IN_WIDGET_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  richText: ['widgets-extra'],
  // The titles of the sections, screens and privileges it offers.
  permissionTree: ['navigation', 'privileges'],
  // Their own texts, and the size refusal they share with the server's 413 answer.
  imageUpload: ['uploads', 'status'],
  fileUpload: ['uploads', 'status'],
};

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
      if (field.format === 'date') return 'date';
      return field.format === 'date-time' ? 'dateTime' : 'text';
    case 'array':
      return hasEnum(field.items) ? 'checkboxes' : undefined;
    default:
      return undefined;
  }
}

/** Widgets that fill a whole row of a form or detail card: long text and groups of controls. */
export function isWideWidget(field: Pick<FieldSchema, 'type'>, widget: string | undefined): boolean {
  return widget === 'textarea' || widget === 'richText' || field.type === 'array' || field.type === 'object';
}
