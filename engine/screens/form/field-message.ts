// The message a form field shows, the same in a record form and an action dialog: the server's
// error for it first (in the user's language), else the shared rule's problem, translated.
import type { Language } from '../../client/language';
import { pickMessage } from '../../client/language';
import type { FieldError } from '../../protocol/envelope';
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';
import { problemMessage } from '../field-text';

interface MessageSource {
  serverErrorFor(name: string): FieldError | undefined;
  problemFor(name: string): FieldProblem | undefined;
}

export function fieldMessage(
  form: MessageSource,
  resource: ResourceSchema,
  t: Parameters<typeof problemMessage>[2],
  language: Language,
): (name: string) => string | undefined {
  return (name) => {
    const server = form.serverErrorFor(name);
    if (server) return pickMessage(language, server);
    const problem = form.problemFor(name);
    return problem && problemMessage(resource, problem, t);
  };
}
