// The birthday message is held to Liquid as it is saved, as a task's is, so a company learns of a
// broken text on its form, not from a day's run that fails.
import { Status } from '../../engine/protocol';
import { BusinessError, type WriteHooks } from '../../engine/server';
import { templateProblems } from './templates/email-template-hooks';

async function check(value: Record<string, unknown>): Promise<void> {
  const problems = templateProblems(
    { subject: value.subject ?? '', content: value.content ?? '' },
    'marketing',
  );
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
}

export const birthdayHooks: WriteHooks = {
  beforeCreate: (_context, value) => check(value),
  beforeModify: (_context, value) => check(value),
};
