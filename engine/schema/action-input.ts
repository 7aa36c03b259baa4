// What a state action asks for (`input`: a decline reason, say), shared by the action's dialog and
// the server that takes it: only those fields, each required unless it declares its own
// `requiredWhen` over the other input fields (a note needed only when the reason is "others"),
// which then decides. A condition or rule that reads the rest of the record (the state the action
// changes) is the record form's, not the dialog's, and is left out: the record is checked whole once
// the action has filled it in.
import { conditionFieldsDeep } from './conditions';
import type { Condition, FieldSchema, FieldUi, ResourceSchema, Rule } from './resource';

/** Whether the condition reads the input fields alone. */
const readsInput = (condition: Condition, input: ReadonlySet<string>): boolean =>
  conditionFieldsDeep(condition).every(({ field, rowOf }) => input.has(rowOf ?? field));

/** The condition when it reads the input fields alone, else undefined. */
function overInput(condition: Condition | undefined, input: ReadonlySet<string>): Condition | undefined {
  return condition !== undefined && readsInput(condition, input) ? condition : undefined;
}

/** A rule about an input field that reads the input fields alone. */
const ruleOverInput = (rule: Rule, input: ReadonlySet<string>): boolean =>
  input.has(rule.field) &&
  readsInput(rule.check, input) &&
  (rule.when === undefined || readsInput(rule.when, input));

/**
 * The resource as an action's dialog writes it: only the input fields, free of the hints that govern
 * the record form (a reason is read-only there and hidden until the state changes; the action is
 * what writes it), keeping the conditions and rules among the input fields themselves.
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
  const rules = (resource.rules ?? []).filter((rule) => ruleOverInput(rule, asked));
  return { ...resource, fields, required, rules, unique: [], stateMachine: undefined };
}
