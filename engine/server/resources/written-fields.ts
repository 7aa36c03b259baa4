import { ROW_KEYS } from '../../schema/reserved-names';

const NOT_WRITTEN: ReadonlySet<string> = new Set<string>([...ROW_KEYS, 'envLang']);

/**
 * The record fields a write names: every key but the row's own columns (a form sends back the
 * record it read) and the caller's language. Anything else is a field, declared or refused.
 */
export function writtenFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => !NOT_WRITTEN.has(key));
}
