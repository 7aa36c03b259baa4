// A task's fields as the estimate and the preview take them before it is saved: each as the task's
// schema declares it (its type, bounds and label), or null.
import { boundedValueSchema, type ResourceSchema } from '../../../engine/schema';
import { bodySchema, ROW_ID } from '../../../engine/server';
import { TASK_DRAFT_FIELDS } from '../../../protocol/marketing';

/** The body schema of a call taking a task's draft, beside `more`. */
export function draftBody(
  task: ResourceSchema,
  more: Record<string, Record<string, unknown>>,
  required: readonly string[],
) {
  const fields = Object.fromEntries(
    TASK_DRAFT_FIELDS.map((name) => {
      const field = task.fields[name];
      if (!field) throw new Error(`the marketing task declares no ${name}`);
      const value = boundedValueSchema(field);
      return [
        name,
        name === 'channels'
          ? { ...value, title: field.title }
          : { anyOf: [value, { type: 'null' }], title: field.title },
      ];
    }),
  );
  return bodySchema({ ...fields, companyId: { ...ROW_ID, title: 'marketing:fields.company' }, ...more }, [
    'channels',
    ...required,
  ]);
}
