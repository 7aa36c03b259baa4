// A template's subject and content are held to Liquid as they are saved, so a company learns of a
// broken template on its form, not from mails that never leave (email-render.ts).
import { BusinessError, type FieldProblem, type WriteHooks } from '../../../engine/server';
import { Status } from '../../../engine/protocol';
import { emailTemplateProblem, type EmailText } from './email-render';

const TEMPLATE_FIELDS = ['subject', 'content'] as const satisfies readonly (keyof EmailText)[];

/** The refusal naming a template's field, labelled in `namespace`, and what is wrong with it. */
export const templateFieldProblem = (
  field: keyof EmailText,
  problem: string,
  namespace = 'emailTemplates',
): FieldProblem => ({
  field,
  key: 'emailTemplates:messages.template',
  label: `${namespace}:fields.${field}`,
  params: { problem },
});

/** Each field of `text` that cannot be a template, named with its problem and its label in `namespace`. */
export function templateProblems(
  text: Partial<Record<keyof EmailText, unknown>>,
  namespace = 'emailTemplates',
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of TEMPLATE_FIELDS) {
    const value = text[field];
    const problem = typeof value === 'string' ? emailTemplateProblem(field, value) : null;
    if (problem !== null) problems.push(templateFieldProblem(field, problem, namespace));
  }
  return problems;
}

async function checkTemplates(value: Record<string, unknown>): Promise<void> {
  const problems = templateProblems(value);
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
}

export const emailTemplateHooks: WriteHooks = {
  beforeCreate: (_context, value) => checkTemplates(value),
  beforeModify: (_context, value) => checkTemplates(value),
};
