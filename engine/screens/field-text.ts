// The words a field shows, translated: its label, an enum value's label, its placeholder and its
// messages. Core spec §5: a required field left empty shows the placeholder plus the label.
import type { TFunction } from 'i18next';
import { asLabel } from '../client/field-label';
import type { FieldProblem } from '../schema/field-problem';
import { rowProblemText } from '../schema/row-problem-text';
import type { FieldSchema, ResourceSchema } from '../schema/resource';

export type Translate = TFunction | ((key: string, options?: Record<string, unknown>) => string);

/** A field's label standing alone (a form label, a column header): it starts with a capital. */
export function fieldLabel(resource: ResourceSchema, name: string, t: Translate): string {
  return asLabel(t(resource.fields[name]?.title ?? `fields:${name}`));
}

/** Enum labels (`ui.labels`) translated, value → text; values without a label show themselves. */
export function enumLabels(field: FieldSchema | undefined, t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(field?.ui?.labels ?? {}).map(([value, key]) => [value, t(key)]));
}

/** A value shown by its enum label when it has one. */
export function enumText(field: FieldSchema | undefined, value: unknown, t: Translate): string {
  const key = field?.ui?.labels?.[String(value)];
  return key ? t(key) : String(value);
}

/** Whether the field is chosen from a list (a select) rather than typed. */
function isChosen(field: FieldSchema | undefined): boolean {
  if (!field) return false;
  return Array.isArray(field.enum) || field.ui?.widget === 'select' || field.ui?.lookup !== undefined;
}

/** The input's placeholder, which is also its required message: "Please enter" or "Please choose" + label. */
export function placeholderText(field: FieldSchema | undefined, label: string, t: Translate): string {
  if (field?.ui?.placeholder)
    return t('engine:form.placeholderLabel', { placeholder: t(field.ui.placeholder), label });
  return t(isChosen(field) ? 'engine:form.choose' : 'validation:required', { label });
}

/** A validation problem (from validateRecord) as the message its field shows. */
export function problemMessage(resource: ResourceSchema, problem: FieldProblem, t: Translate): string {
  const field = resource.fields[problem.field];
  const label = t(problem.label ?? field?.title ?? `fields:${problem.field}`);
  const { row } = problem;
  if (row) return rowProblemText({ ...problem, row }, label, t);
  if (problem.key === 'validation:required') return placeholderText(field, label, t);
  return t(problem.key, { ...problem.params, label });
}
