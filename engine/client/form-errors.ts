// Which fields of a form carry an error (core spec §4, §5), as plain rules: a required field left
// empty once a submit was tried, and the field errors the server named in `errors`.
import type { FieldError } from '../protocol/envelope';
import { pickMessage, type Language } from './language';

/** Core spec §5: empty is an empty or blank string, null, an empty list or a range holding null. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0 || value.some((item) => item === null);
  return false;
}

/** The required fields that are still empty, in the order given. */
export function missingRequired<K extends string>(
  values: Partial<Record<K, unknown>>,
  required: readonly K[],
): K[] {
  return required.filter((name) => isEmptyValue(values[name]));
}

/** The server's field errors as one message per field, in the UI language (the first one wins). */
export function fieldErrorMap(errors: readonly FieldError[], language: Language): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) map[error.field] ??= pickMessage(language, error);
  return map;
}
