// A reminder's subject and content are held to Liquid as they are saved, so a company learns of a
// broken template on its form, not from mails that never leave (reminder-template.ts).
import { BusinessError, type FieldProblem, type WriteHooks } from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import { templateProblem } from './reminder-template';

const TEMPLATE_FIELDS = ['subject', 'content'] as const;

async function checkTemplates(value: Record<string, unknown>): Promise<void> {
  const problems: FieldProblem[] = [];
  for (const field of TEMPLATE_FIELDS) {
    const text = value[field];
    const problem = typeof text === 'string' ? templateProblem(text) : null;
    if (problem !== null)
      problems.push({
        field,
        key: 'vip:messages.template',
        label: `vip:fields.${field}`,
        params: { problem },
      });
  }
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
}

export const reminderHooks: WriteHooks = {
  beforeCreate: (_context, value) => checkTemplates(value),
  beforeModify: (_context, value) => checkTemplates(value),
};
