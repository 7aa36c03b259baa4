// What a create, a modify or a settings save names (docs/api.md "Read-only values"): the record's
// fields the body writes, its read-only values held to the one rule (read-only-values.ts), and the
// secrets a blank or masked value keeps.
import type { FieldProblem } from '../../schema/field-problem';
import type { ResourceSchema } from '../../schema/resource';
import { readOnlyValues } from './read-only-values';
import { withoutKeptSecrets } from './secrets';
import { ROW_KEYS } from '../../schema/reserved-names';

const NOT_WRITTEN: ReadonlySet<string> = new Set<string>([...ROW_KEYS, 'envLang']);

/**
 * The record fields a write names: every key but the row's own columns (a form sends back the
 * record it read) and the caller's language. Anything else is a field, declared or refused.
 */
export function writtenFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => !NOT_WRITTEN.has(key));
}

const STAMPS = ['createdAt', 'createdBy', 'updatedAt', 'updatedBy'] as const;

/**
 * The row's columns each call holds to the read-only rule (read-only-values.ts): all but those it
 * reads as its parameters. A create places the record by its tenant keys; a modify finds it by `id`
 * and locks it by `version`; a settings save finds it by its tenant keys and locks it by `version`.
 */
export const HELD_COLUMNS = {
  create: ['id', 'version', ...STAMPS],
  modify: ['companyId', 'shopId', ...STAMPS],
  save: ['id', ...STAMPS],
} as const;

/** What a write names: the fields written, and the read-only values it changed, refused. */
export interface Written {
  written: string[];
  refused: FieldProblem[];
}

/** The body's values of these names. */
export const pick = (body: Record<string, unknown>, names: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(names.map((name) => [name, body[name]]));

/** The written fields but the secrets a write keeps (secrets.ts `withoutKeptSecrets`). */
export const keepingSecrets = (
  resource: ResourceSchema,
  { written, refused }: Written,
  body: Record<string, unknown>,
  stored: Record<string, unknown>,
): Written => ({ written: withoutKeptSecrets(resource, written, body, stored), refused });

/**
 * The fields a write names, its read-only values held to the one rule against the record as it is
 * answered now (`current`): one sent as held is not written, any other is refused.
 */
export function writtenOf(
  resource: ResourceSchema,
  body: Record<string, unknown>,
  current: Record<string, unknown>,
  columns: readonly string[],
): Written {
  const { echoed, problems } = readOnlyValues(resource, body, current, columns);
  const refused = new Set(problems.map((problem) => problem.field));
  return {
    written: writtenFields(body).filter((name) => !echoed.has(name) && !refused.has(name)),
    refused: problems,
  };
}
