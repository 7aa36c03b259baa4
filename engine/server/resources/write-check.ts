// The checks every write meets before it is stored, in one place for create, modify, sort and
// import: the schema's rules, the privileges a value needs, the references it holds (existing,
// reached and inside the record's tenant), its unique values and the limits across the tenant's
// records; then its new secrets are hashed or sealed. Before them, the values the server holds
// (server-held-values.ts) are put in place, and the read-only values the caller changed
// (read-only-values.ts) join the problems, so one refusal names every field at fault.
import { Status } from '../../protocol/status';
import type { CheckedSchemas } from '../../schema/catalogue';
import type { FieldProblem } from '../../schema/field-problem';
import { validateRecord } from '../../schema/record-validation';
import type { ResourceSchema } from '../../schema/resource';
import { BusinessError } from '../business-error';
import type { Queryable } from '../db/database';
import { can, type Actor } from './actor';
import { referenceProblems, uniqueProblems, type Tenant } from './integrity';
import { ungrantedPrivileges } from './privilege-grants';
import { invalid } from './request-params';
import { recordLimitProblems } from './record-limits';
import { maskedSecretProblems, protectWrittenSecrets } from './secrets';
import type { SecretKeyring } from '../secrets/secret-keyring';
import { withServerHeldValues } from './server-held-values';
import type { ImportBatch } from './import-batch';

export interface WriteCheck {
  tx: Queryable;
  schemas: CheckedSchemas;
  /** Every privilege key there is: a permission type may grant only these. */
  privilegeKeys: ReadonlySet<string>;
  resource: ResourceSchema;
  actor: Actor;
  /** The whole record after the change. */
  record: Record<string, unknown>;
  /** The record as stored before the change; {} for a new one. */
  stored: Record<string, unknown>;
  /** The fields the caller wrote. */
  written: string[];
  /** The read-only values the caller sent other than the record holds (read-only-values.ts). */
  refused: FieldProblem[];
  tenant: Tenant;
  /** The record itself, which its own unique values do not clash with; null for a new one. */
  excludeId: number | null;
  /** The keys encrypted fields are sealed with; null where the server has none. */
  keyring: SecretKeyring | null;
  /** The import this write is a row of, which reads other tables once and writes the audit together (import-batch.ts). */
  batch?: ImportBatch;
}

/** The record as it will be stored, or the refusal naming every field at fault. */
export async function checkedValue(check: WriteCheck): Promise<Record<string, unknown>> {
  const { tx, schemas, resource, actor, written, tenant } = check;
  const held = withServerHeldValues(resource, check.record, check.stored);
  const { value, problems } = validateRecord(resource, held.value, written);
  problems.unshift(...check.refused, ...held.problems);
  problems.push(...maskedSecretProblems(resource, value, written));
  problems.push(
    ...ungrantedPrivileges(check.privilegeKeys, schemas.resources, resource, actor, value, written),
  );
  for (const name of written) {
    const privilege = resource.fields[name]?.ui?.writePrivilege;
    if (privilege && !can(actor, privilege))
      problems.push({
        field: name,
        key: 'validation:forbiddenField',
        label: resource.fields[name]?.title ?? name,
      });
  }
  if (problems.length > 0) throw invalid(problems);
  const conflicts = [
    ...(await referenceProblems(tx, schemas, resource, value, actor, tenant, check.batch)),
    ...(await uniqueProblems(tx, resource, value, tenant, check.excludeId)),
  ];
  if (conflicts.some((problem) => problem.key === 'validation:duplicate'))
    throw new BusinessError(Status.duplicate, {}, conflicts);
  if (conflicts.length > 0) throw invalid(conflicts);
  const overLimit = await recordLimitProblems(tx, resource, value, check.stored, tenant, check.excludeId);
  if (overLimit.length > 0) throw invalid(overLimit);
  await protectWrittenSecrets(resource, value, written, check.keyring);
  return value;
}
