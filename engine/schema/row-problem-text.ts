import type { FieldProblem } from './field-problem';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * The message of a problem in one row of a rows field, "Options, row 2: Please enter Name": the
 * server's envelope and the form both word it here, so the two always read alike.
 */
export function rowProblemText(
  problem: FieldProblem & { row: NonNullable<FieldProblem['row']> },
  fieldLabel: string,
  t: Translate,
): string {
  const message = t(problem.key, { ...problem.params, label: t(problem.row.label) });
  return t('validation:inRow', { label: fieldLabel, row: problem.row.number, message });
}
