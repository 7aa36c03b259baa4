// What a report call asks (PUT /pro-api/report/{name}, docs/api.md "Reports"): its days and shops
// (asked-days.ts), a filter only where the report offers it, and one of the comparison windows every
// report offers (business §9, COMPARE_WINDOWS). Each refusal names its field; nothing reaches SQL but
// parameters.
import type { FieldProblem } from '../../schema/field-problem';
import type { Queryable } from '../db/database';
import type { Actor } from '../resources/actor';
import { invalid } from '../resources/request-params';
import { bodySchema, ROW_ID, type JsonSchema } from '../route-schema';
import { COMPARE_WINDOWS, type CompareWindow, type ReportBody } from '../../protocol/report';
import { DAYS_PROPERTIES, dayProblem, scopeDays, type ScopedDays } from './asked-days';
import type { ReportDeclaration } from './report-types';

export const REPORT_BODY: JsonSchema = bodySchema(
  {
    ...DAYS_PROPERTIES,
    sceneId: { ...ROW_ID, title: 'reports:fields.sceneId' },
    compare: { enum: [...COMPARE_WINDOWS], title: 'reports:fields.compare' },
  },
  ['from', 'to'],
);

export interface ReportAsk extends ScopedDays {
  sceneId?: number;
  compare?: CompareWindow;
  /** The reader's language is English: labels are read in it. */
  english: boolean;
}

/** The call's range, scope and choices, or a refusal naming every field at fault. */
export async function reportAsk(
  db: Queryable,
  actor: Actor,
  report: ReportDeclaration,
  body: ReportBody,
  /** The caller reads English (the application tells from the request, as its exports' words). */
  english: boolean,
): Promise<ReportAsk> {
  const problems: FieldProblem[] = [];
  const offered = new Set(report.filters ?? []);
  const days = await scopeDays(db, actor, body, problems, offered.has('shops'));
  if (body.sceneId !== undefined && !offered.has('scene'))
    problems.push(dayProblem('sceneId', 'validation:unknownField'));
  if (body.compare !== undefined && !COMPARE_WINDOWS.includes(body.compare))
    problems.push(dayProblem('compare', 'validation:enum'));
  if (problems.length > 0) throw invalid(problems);
  return {
    ...days,
    english,
    ...(body.sceneId !== undefined ? { sceneId: body.sceneId } : {}),
    ...(body.compare !== undefined ? { compare: body.compare } : {}),
  };
}
