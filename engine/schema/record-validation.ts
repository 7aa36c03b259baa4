import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { evaluate, isEmptyValue, type RecordValues } from './conditions';
import type { FieldProblem } from './field-problem';
import { fieldOf } from './field-of';
import { INTEGER_RANGE, MAX_TEXT_LENGTH } from '../protocol/constants';
import type { FieldSchema, ResourceSchema } from './resource';
import { subFieldsOf } from './row-fields';
import { isSecretField } from './secret-fields';

export interface ValidationResult {
  /** The record as it will be stored: hidden fields dropped. */
  value: Record<string, unknown>;
  problems: FieldProblem[];
}

/** A field's JSON Schema without the engine's UI hints, as ajv reads it. */
export function valueSchema(field: FieldSchema): Record<string, unknown> {
  const { ui: _ui, title: _title, ...schema } = field;
  return schema;
}

// Keywords holding values, not schemas: left as written.
const VALUE_KEYWORDS = new Set(['enum', 'const', 'default', 'examples']);

const isOfType = (type: unknown, name: string): boolean =>
  type === name || (Array.isArray(type) && type.includes(name));

/** The longest text a string field takes: its own `maxLength`, else the engine's MAX_TEXT_LENGTH. */
export const textLengthOf = (schema: Readonly<Record<string, unknown>>): number =>
  typeof schema.maxLength === 'number' ? schema.maxLength : MAX_TEXT_LENGTH;

/**
 * The schema with every integer held to PostgreSQL's `integer` unless it declares a narrower
 * bound, and every text of no declared length to MAX_TEXT_LENGTH, at every depth (a list of ids, a
 * row's sub-field): such a number is an id, an order or a count, and one the database cannot hold
 * must be refused as input, not met by a query; no text may grow without bound either.
 */
function withValueBounds(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  if (Array.isArray(schema)) return schema.map(withValueBounds);
  const copy = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      VALUE_KEYWORDS.has(key) ? value : withValueBounds(value),
    ]),
  );
  if (isOfType(copy.type, 'integer')) {
    if (typeof copy.minimum !== 'number' || copy.minimum < INTEGER_RANGE.min)
      copy.minimum = INTEGER_RANGE.min;
    if (typeof copy.maximum !== 'number' || copy.maximum > INTEGER_RANGE.max)
      copy.maximum = INTEGER_RANGE.max;
  }
  if (isOfType(copy.type, 'string') && copy.enum === undefined) copy.maxLength = textLengthOf(copy);
  return copy;
}

/** A field's value schema as a write holds it: its own bounds, and the database's where it has none. */
export const boundedValueSchema = (field: FieldSchema): Record<string, unknown> =>
  withValueBounds(valueSchema(field)) as Record<string, unknown>;

/** A row without its empty sub-values, so a required sub-field left blank counts as missing. */
function withoutEmpty(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return row;
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== '' && value !== null));
}

/** A value as it is stored: a rows field's rows lose their empty sub-values. */
function storedValue(field: FieldSchema, value: unknown): unknown {
  return subFieldsOf(field) && Array.isArray(value) ? value.map(withoutEmpty) : value;
}

// ajv divides for `multipleOf` and, without a tolerance, refuses most prices in cents
// (19.99 / 0.01 is 1998.9999999999998); 9 digits forgive the float error, not a third decimal.
const ajv = new Ajv({ allErrors: true, strict: false, multipleOfPrecision: 9 });
addFormats(ajv);
// Any text may be a provider's secret; the format only tells the server to seal it (secret-fields.ts).
ajv.addFormat('encrypted', true);
const compiled = new WeakMap<ResourceSchema, ValidateFunction>();

function validatorOf(resource: ResourceSchema): ValidateFunction {
  let validate = compiled.get(resource);
  if (!validate) {
    const properties = Object.fromEntries(
      Object.entries(resource.fields).map(([name, field]) => [name, withValueBounds(valueSchema(field))]),
    );
    validate = ajv.compile({ type: 'object', properties });
    compiled.set(resource, validate);
  }
  return validate;
}

// ajv's keyword → the message key and the parameter the message shows.
const KEYWORD_PARAMS: Record<string, string> = {
  minLength: 'limit',
  maxLength: 'limit',
  minimum: 'limit',
  maximum: 'limit',
  exclusiveMinimum: 'limit',
  exclusiveMaximum: 'limit',
  minItems: 'limit',
  maxItems: 'limit',
  multipleOf: 'multipleOf',
  format: 'format',
};
const KNOWN_KEYWORDS = new Set([
  ...Object.keys(KEYWORD_PARAMS),
  'type',
  'pattern',
  'enum',
  'const',
  'uniqueItems',
  // Only a row's sub-field meets ajv's `required`: a record's own are checked before ajv runs.
  'required',
]);

/** Where in a rows field an error lies: `/options/2/name`, or `/options/2` with a missing property. */
function rowOfError(resource: ResourceSchema, error: ErrorObject): FieldProblem['row'] | undefined {
  const [, field = '', index, sub] = error.instancePath.split('/');
  const subFields = subFieldsOf(resource.fields[field]);
  if (!subFields || index === undefined || !/^\d+$/.test(index)) return undefined;
  const name = sub ?? (error.params as { missingProperty?: string }).missingProperty ?? '';
  return { number: Number(index) + 1, label: subFields[name]?.title ?? `fields:${name}` };
}

function toProblem(resource: ResourceSchema, error: ErrorObject): FieldProblem {
  const field = error.instancePath.split('/')[1] ?? '';
  const own = resource.fields[field]?.ui?.messages as Record<string, string> | undefined;
  const generic = KNOWN_KEYWORDS.has(error.keyword) ? `validation:${error.keyword}` : 'validation:invalid';
  // A row's sub-field keeps the generic message: the override belongs to the field itself.
  const key = (error.instancePath.split('/').length === 2 && own?.[error.keyword]) || generic;
  const param = KEYWORD_PARAMS[error.keyword];
  const raw = param ? (error.params as Record<string, unknown>)[param] : undefined;
  const problem: FieldProblem = { field, key, label: resource.fields[field]?.title ?? `fields:${field}` };
  if (raw !== undefined) problem.params = { [param === 'format' ? 'format' : 'limit']: String(raw) };
  const row = rowOfError(resource, error);
  if (row) problem.row = row;
  return problem;
}

/** The first rule each field breaks, on fields that have no other problem. */
function ruleProblems(resource: ResourceSchema, value: RecordValues, reported: Set<string>): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const rule of resource.rules ?? []) {
    if (reported.has(rule.field)) continue;
    if (rule.when !== undefined && !evaluate(rule.when, value)) continue;
    if (evaluate(rule.check, value)) continue;
    reported.add(rule.field);
    problems.push({ field: rule.field, key: rule.message, label: resource.fields[rule.field]?.title });
  }
  return problems;
}

function isRequired(resource: ResourceSchema, name: string, record: RecordValues): boolean {
  const field = resource.fields[name];
  if (!field || field.type === 'boolean') return false;
  // A saved record keeps its stored secret (which the browser never sees) unless a new one is typed.
  if (isSecretField(field) && record.id !== undefined && record.id !== null) return false;
  const condition = field.ui?.requiredWhen;
  return (resource.required ?? []).includes(name) || (condition !== undefined && evaluate(condition, record));
}

/**
 * Validates a record against its resource, the one rule set for form and server: unknown and
 * read-only fields are refused, hidden fields (visibleWhen false) are dropped, required and
 * required-when fields must not be empty, and every value must match its JSON Schema. On update,
 * `record` is the whole record after the change, so conditions see the stored values too.
 */
export function validateRecord(
  resource: ResourceSchema,
  input: RecordValues,
  written: Iterable<string>,
): ValidationResult {
  const problems: FieldProblem[] = [];
  const writtenNames = new Set(written);
  for (const name of writtenNames) {
    const field = fieldOf(resource, name);
    if (!field) problems.push({ field: name, key: 'validation:unknownField', label: `fields:${name}` });
    else if (field.ui?.readOnly)
      problems.push({ field: name, key: 'validation:readOnly', label: field.title });
  }
  const value: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const visible = field.ui?.visibleWhen === undefined || evaluate(field.ui.visibleWhen, input);
    // null clears a field: it is stored as absent, like a value in a hidden field.
    if (visible && input[name] !== undefined && input[name] !== null)
      value[name] = storedValue(field, input[name]);
  }
  for (const name of Object.keys(resource.fields)) {
    const visible = resource.fields[name]?.ui?.visibleWhen;
    if (
      (visible === undefined || evaluate(visible, input)) &&
      isRequired(resource, name, input) &&
      isEmptyValue(value[name])
    ) {
      problems.push({ field: name, key: 'validation:required', label: resource.fields[name]?.title ?? name });
    }
  }
  // A secret not written now is the stored hash: only a new one is held to the field's rules.
  const checked = Object.fromEntries(
    Object.entries(value).filter(
      ([name]) => writtenNames.has(name) || !isSecretField(resource.fields[name] as FieldSchema),
    ),
  );
  // A value written into a hidden field is dropped, yet held to its schema: one of the wrong type
  // is refused, never lost without a word.
  for (const name of writtenNames)
    if (
      fieldOf(resource, name) &&
      !Object.hasOwn(value, name) &&
      input[name] !== undefined &&
      input[name] !== null
    )
      checked[name] = input[name];
  const validate = validatorOf(resource);
  const reported = new Set(problems.map((problem) => problem.field));
  if (!validate(checked)) {
    for (const error of validate.errors ?? []) {
      const problem = toProblem(resource, error);
      // One message per field: the first is the one a person can act on.
      if (!reported.has(problem.field)) {
        reported.add(problem.field);
        problems.push(problem);
      }
    }
  }
  // Rules compare values, so they speak only about fields whose own values are sound.
  problems.push(...ruleProblems(resource, value, reported));
  return { value, problems };
}
