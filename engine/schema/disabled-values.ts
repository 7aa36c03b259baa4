// A field that a condition locks may also fix its value (`ui.disabledValue`): a dish detail with
// only Required on selects exactly one (business spec §5), so its minimum and maximum read 1 and
// cannot be changed. The form holds the value; the resource's rules refuse any other on the server.
import { evaluate, type RecordValues } from './conditions';
import type { ResourceSchema } from './resource';

/** The values with each locked field set to its fixed value; the same object when none changed. */
export function withDisabledValues(
  resource: ResourceSchema,
  values: Record<string, unknown>,
  /** What the conditions see besides the values: the stored record on edit. */
  stored: RecordValues = {},
): Record<string, unknown> {
  const input = { ...stored, ...values };
  let next = values;
  for (const [name, field] of Object.entries(resource.fields)) {
    const { disabledWhen, disabledValue } = field.ui ?? {};
    if (disabledWhen === undefined || disabledValue === undefined || !evaluate(disabledWhen, input)) continue;
    if (next[name] !== disabledValue) next = { ...next, [name]: disabledValue };
  }
  return next;
}
