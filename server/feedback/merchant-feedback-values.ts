// A merchant feedback's values read from elsewhere (docs/schemas.md "Computed fields"): the name of
// the company that wrote it, for the platform reading every company's, and when the platform last
// replied: the moment of its reply in the audit trail, written in the reply's own transaction, which
// moves the record too, so a kept list page ends with it.
import type { ResourceSchema } from '../../engine/schema';
import { isoTimestamp, recordRelation } from '../../engine/server';
import type { ComputedSql } from '../../engine/server';

export const companyNameSql =
  (companies: ResourceSchema): ComputedSql =>
  (row) =>
    `(SELECT c.name FROM ${recordRelation(companies, ['name'], { deletedToo: true })} c WHERE c.id = ${row}.company_id)`;

// audit_log_record_idx (resource, record_id, at) answers it.
export const repliedAtSql: ComputedSql = (row) =>
  isoTimestamp(`SELECT max(a.at) FROM audit_log a
     WHERE a.resource = 'merchantFeedback' AND a.record_id = ${row}.id AND a.action = 'reply'`);
