import { Status } from '../protocol/status';
import { BusinessError, type FieldProblem } from './business-error';

/**
 * Reads required non-empty string fields from a JSON body, or refuses with one translated error per
 * missing field (`fields:<name>` is the label key).
 */
export function requireStrings<K extends string>(body: unknown, names: readonly K[]): Record<K, string> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const problems: FieldProblem[] = [];
  const values = {} as Record<K, string>;
  for (const name of names) {
    const value = source[name];
    if (typeof value !== 'string') {
      problems.push({
        field: name,
        key: value === undefined || value === null ? 'validation:required' : 'validation:type',
      });
    } else if (value.trim() === '') {
      problems.push({ field: name, key: 'validation:required' });
    } else {
      values[name] = value;
    }
  }
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
  return values;
}
