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

/** The JSON body as an object; anything else is a bad request. */
export function objectBody(body: unknown): Record<string, unknown> {
  const value = body ?? {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new BusinessError(Status.badRequest);
  return value as Record<string, unknown>;
}

/** Reads required whole-number fields (ids) from a JSON body, or refuses naming each one missing. */
export function requireIds<K extends string>(body: unknown, names: readonly K[]): Record<K, number> {
  const source = objectBody(body);
  const problems: FieldProblem[] = [];
  const values = {} as Record<K, number>;
  for (const name of names) {
    const value = source[name];
    if (typeof value === 'number' && Number.isInteger(value)) values[name] = value;
    else
      problems.push({
        field: name,
        key: value === undefined || value === null ? 'validation:required' : 'validation:type',
      });
  }
  if (problems.length > 0) throw new BusinessError(Status.invalidInput, {}, problems);
  return values;
}
