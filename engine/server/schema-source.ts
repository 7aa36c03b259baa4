import { checkSchemas, formatProblems } from '../schema/checker';
import type { CheckedSchemas } from '../schema/catalogue';
import { loadSchemaSet } from '../schema/loader';
import { LANGUAGES, type Messages } from './messages';

export class SchemaCheckError extends Error {
  override readonly name = 'SchemaCheckError';
}

/**
 * Loads and checks a schemas folder; a broken set stops the caller with every problem listed. The
 * fixtures are checked only when `fixtures` says so (QA's check), not at a server's start.
 */
export function loadCheckedSchemas(
  schemasDir: string,
  baseDir: string,
  messages: Messages,
  { fixtures = false }: { fixtures?: boolean } = {},
): CheckedSchemas {
  const result = checkSchemas(loadSchemaSet(schemasDir, baseDir), {
    languages: LANGUAGES,
    hasLabel: (language, key) => messages.has(language as (typeof LANGUAGES)[number], key),
    fixtures,
  });
  if (!result.ok)
    throw new SchemaCheckError(`The schemas are not valid:\n${formatProblems(result.problems)}`);
  return result.schemas;
}
