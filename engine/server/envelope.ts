import type { FastifyRequest } from 'fastify';
import type { Envelope, FieldError } from '../protocol/envelope';
import { Status, type StatusEntry } from '../protocol/status';
import { rowProblemText } from '../schema/row-problem-text';
import type { FieldProblem } from './business-error';
import { chineseVariant, type Messages, type Params } from './messages';

/**
 * A success envelope; `count` is the total for queries that page, `countExact` false when the
 * total was counted only up to a limit (list-page.ts).
 */
export function ok<T>(data: T, count?: number, countExact = true): Envelope<T> {
  const envelope: Envelope<T> = { status: Status.ok.code, msg: '', msgEn: '', data };
  if (count !== undefined) envelope.count = count;
  if (!countExact) envelope.countExact = false;
  return envelope;
}

/**
 * A list's success envelope as text around its records, which the database wrote as JSON: the
 * same envelope `ok` makes, without parsing and serialising every record again.
 */
export function okListText(rowsJson: string, count: number, countExact: boolean): string {
  const head = JSON.stringify(ok(null, count, countExact));
  // `ok` puts data first after the messages: its "null" is replaced by the rows.
  return head.replace('"data":null', () => `"data":${rowsJson}`);
}

// English labels read as they do inside a sentence; a message that opens with one needs a capital.
export const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Field problems as the answer's `errors`: each message in the caller's Chinese variant and English. */
export function translateProblems(
  messages: Messages,
  request: Pick<FastifyRequest, 'headers'>,
  problems: readonly FieldProblem[],
): FieldError[] {
  const zh = chineseVariant(request.headers['accept-language']);
  return problems.map((problem) => {
    const text = (lang: typeof zh | 'en') => {
      const t = (key: string, params?: Params) => messages.t(lang, key, params);
      const label = t(problem.label ?? `fields:${problem.field}`);
      const { row } = problem;
      return row
        ? rowProblemText({ ...problem, row }, label, t)
        : t(problem.key, { label, ...problem.params });
    };
    return { field: problem.field, msg: text(zh), msgEn: sentence(text('en')) };
  });
}

/** A failure envelope, translated into the caller's Chinese variant and English. */
export function failure(
  messages: Messages,
  request: Pick<FastifyRequest, 'headers'>,
  entry: StatusEntry,
  params: Params = {},
  fields: FieldProblem[] = [],
  data: unknown = null,
  messageKey = `status:${entry.key}`,
): Envelope {
  const zh = chineseVariant(request.headers['accept-language']);
  const envelope: Envelope = {
    status: entry.code,
    msg: messages.t(zh, messageKey, params),
    msgEn: messages.t('en', messageKey, params),
    data,
  };
  if (fields.length > 0) envelope.errors = translateProblems(messages, request, fields);
  return envelope;
}
