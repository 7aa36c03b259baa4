// A task's progress as its list and detail read it (schemas/marketing/marketing-task.json): the
// recipients of its latest run, and the messages sent on each channel over all its runs.
import type { ComputedSql } from '../../../engine/server';
import type { MarketingChannel } from '../task-record';

export const RECIPIENTS_SQL: ComputedSql = (row) =>
  `(SELECT r.recipients FROM marketing_run r WHERE r.company_id = ${row}.company_id AND r.task_id = ${row}.id
     ORDER BY r.started_at DESC LIMIT 1)`;

export const SENT_SQL =
  (channel: MarketingChannel): ComputedSql =>
  (row) =>
    `(SELECT count(*)::int FROM send_record s WHERE s.company_id = ${row}.company_id
       AND s.task = 'marketing:' || ${row}.id AND s.channel = '${channel}' AND s.status = 'sent')`;
