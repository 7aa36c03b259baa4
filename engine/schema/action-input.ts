// What a state action asks for (`input`: a decline reason, say), shared by the action's dialog and
// the server that takes it: only those fields, each required unless it declares its own
// `requiredWhen` over the other input fields (a note needed only when the reason is "others"),
// which then decides. A condition that reads the rest of the record (the state the action changes)
// is the record form's, not the dialog's, and is left out.
import { conditionFieldsDeep, evaluate, type RecordValues } from './conditions';
import type { Condition, FieldSchema, FieldUi, ResourceSchema } from './resource';

/** The condition when it reads the input fields alone, else undefined. */
function overInput(condition: Condition | undefined, input: ReadonlySet<string>): Condition | undefined {
  if (condition === undefined) return undefined;
  const reads = conditionFieldsDeep(condition);
  return reads.every(({ field, rowOf }) => input.has(rowOf ?? field)) ? condition : undefined;
}

/**
 * The resource as an action's dialog writes it: only the input fields, free of the hints that govern
 * the record form (a reason is read-only there and hidden until the state changes; the action is
 * what writes it), keeping the conditions among the input fields themselves.
 */
export function actionInputResource(resource: ResourceSchema, input: readonly string[]): ResourceSchema {
  const asked = new Set(input);
  const fields: Record<string, FieldSchema> = {};
  const required: string[] = [];
  for (const name of input) {
    const field = resource.fields[name];
    if (!field) continue;
    const { readOnly: _readOnly, visibleWhen, requiredWhen, disabledWhen, ...rest } = field.ui ?? {};
    const kept: FieldUi = { ...rest };
    const visible = overInput(visibleWhen, asked);
    const requiredIf = overInput(requiredWhen, asked);
    const disabled = overInput(disabledWhen, asked);
    if (visible) kept.visibleWhen = visible;
    if (requiredIf) kept.requiredWhen = requiredIf;
    if (disabled) kept.disabledWhen = disabled;
    fields[name] = { ...field, ui: kept };
    if (!requiredIf) required.push(name);
  }
  return { ...resource, fields, required, unique: [], stateMachine: undefined };
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The input fields the action still needs, given what the caller sent. */
export function missingActionInput(
  resource: ResourceSchema,
  input: readonly string[],
  body: RecordValues,
): string[] {
  const dialog = actionInputResource(resource, input);
  return Object.entries(dialog.fields)
    .filter(([name, field]) => {
      if (!isBlank(body[name])) return false;
      const { visibleWhen, requiredWhen } = field.ui ?? {};
      if (visibleWhen && !evaluate(visibleWhen, body)) return false;
      return (
        (dialog.required ?? []).includes(name) || (requiredWhen !== undefined && evaluate(requiredWhen, body))
      );
    })
    .map(([name]) => name);
}
