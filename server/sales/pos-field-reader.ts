// Reads one JSON object sent by a point of sale field by field: each reader answers the value when
// it is sound, and otherwise records why on the field's path and answers undefined, so an order's
// every problem is told at once and a bad value never reaches SQL.
import { INTEGER_RANGE } from '../../engine/protocol';
import { isUnstorableText } from '../../engine/server';
import { parseMoment } from './iso-moment';
import type { ProblemList } from './ingest-problems';

/** The largest amount in cents: ten billion units, far above any bill, far below a sum's safe range. */
const MAX_CENTS = 1_000_000_000_000;

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class FieldReader {
  constructor(
    private readonly value: Json,
    readonly path: string,
    readonly problems: ProblemList,
  ) {}

  at(field: string): string {
    return `${this.path}.${field}`;
  }

  private present(field: string, optional: boolean): unknown {
    const value = Object.hasOwn(this.value, field) ? this.value[field] : undefined;
    if ((value === undefined || value === null) && !optional) this.problems.add(this.at(field), 'required');
    return value ?? undefined;
  }

  text(field: string, max: number, optional = false): string | undefined {
    const value = this.present(field, optional);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || value.trim() === '' || value.length > max) {
      this.problems.add(this.at(field), 'text', { limit: max });
      return undefined;
    }
    // The HTTP call's guard refuses such a body whole; the seeding calls the ingest directly.
    if (isUnstorableText(value)) {
      this.problems.add(this.at(field), 'badCharacters');
      return undefined;
    }
    return value;
  }

  integer(field: string, min: number, max: number, optional = false): number | undefined {
    const value = this.present(field, optional);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      this.problems.add(this.at(field), 'integer', { min, max });
      return undefined;
    }
    return value;
  }

  cents(field: string): number | undefined {
    return this.integer(field, 0, MAX_CENTS);
  }

  /** A record id of the company's: PostgreSQL's integer, above zero. */
  id(field: string, optional = true): number | undefined {
    return this.integer(field, 1, INTEGER_RANGE.max, optional);
  }

  oneOf<T extends string>(field: string, options: readonly T[]): T | undefined {
    const value = this.present(field, false);
    if (value === undefined) return undefined;
    if (!options.includes(value as T)) {
      this.problems.add(this.at(field), 'oneOf', { options: options.join(', ') });
      return undefined;
    }
    return value as T;
  }

  flag(field: string): boolean | undefined {
    const value = this.present(field, true);
    if (value === undefined || typeof value === 'boolean') return value;
    this.problems.add(this.at(field), 'boolean');
    return undefined;
  }

  /** An existing ISO 8601 moment with its offset, as text, and its instant in milliseconds. */
  moment(field: string, optional = false): { text: string; instant: number } | undefined {
    const value = this.present(field, optional);
    if (value === undefined) return undefined;
    const instant = typeof value === 'string' ? parseMoment(value) : undefined;
    if (instant === undefined || typeof value !== 'string') {
      this.problems.add(this.at(field), 'moment');
      return undefined;
    }
    return { text: value, instant };
  }

  /** A nested object, read by its own reader; undefined when absent (and then recorded unless optional). */
  object(field: string, optional: boolean): FieldReader | undefined {
    const value = this.present(field, optional);
    if (value === undefined) return undefined;
    if (!isObject(value)) {
      this.problems.add(this.at(field), 'object');
      return undefined;
    }
    return new FieldReader(value, this.at(field), this.problems);
  }

  /** A list of distinct codes from `options`; undefined when absent (and then recorded unless optional). */
  codes<T extends string>(field: string, options: readonly T[], optional: boolean): T[] | undefined {
    const value = this.present(field, optional);
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.length > options.length) {
      this.problems.add(this.at(field), 'list', { limit: options.length });
      return undefined;
    }
    const codes: T[] = [];
    value.forEach((code: unknown, index) => {
      const path = `${this.at(field)}[${index}]`;
      if (!options.includes(code as T)) this.problems.add(path, 'oneOf', { options: options.join(', ') });
      else if (codes.includes(code as T)) this.problems.add(path, 'repeatedCode', { value: code as T });
      else codes.push(code as T);
    });
    return codes.length === value.length ? codes : undefined;
  }

  /** Records each key of the object that is not one of `known` (a misspelt rating is not dropped unseen). */
  onlyKeys(known: readonly string[]): void {
    for (const key of Object.keys(this.value))
      if (!known.includes(key))
        this.problems.add(this.path, 'unknownKey', { key, options: known.join(', ') });
  }

  /** A list of objects, each read by its own reader (a row that is no object is recorded and left out). */
  rows(field: string, max: number): FieldReader[] | undefined {
    const value = this.present(field, false);
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.length > max) {
      this.problems.add(this.at(field), 'list', { limit: max });
      return undefined;
    }
    const readers: FieldReader[] = [];
    value.forEach((row: unknown, index) => {
      const path = `${this.at(field)}[${index}]`;
      if (isObject(row)) readers.push(new FieldReader(row, path, this.problems));
      else this.problems.add(path, 'object');
    });
    return readers;
  }
}
