// The records a setup submission writes, in the order they depend on one another: the shop first,
// then what belongs to it. Each goes through the resource engine as its own screen's save would; a
// field error comes back named `{record}.{field}` (protocol/setup-wizard.ts).
import type { CheckedSchemas, ResourceSchema } from '../../engine/schema';
import { BusinessError } from '../../engine/server';
import type { Actor, ResourceService } from '../../engine/server';
import { SETUP_RECORDS, type SetupRecord, type SetupSubmission } from '../../protocol/setup-wizard';

function resourceOf(schemas: CheckedSchemas, record: SetupRecord): ResourceSchema {
  const resource = schemas.byName.get(SETUP_RECORDS[record]);
  if (!resource) throw new Error(`the setup wizard needs the "${SETUP_RECORDS[record]}" resource`);
  return resource;
}

/** Runs one record's write, naming its field errors after the record. */
async function asRecord<T>(record: SetupRecord, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof BusinessError) || error.fields.length === 0) throw error;
    const named = new BusinessError(
      error.entry,
      error.params,
      error.fields.map((problem) => ({ ...problem, field: `${record}.${problem.field}` })),
      error.headers,
    );
    named.messageKey = error.messageKey;
    throw named;
  }
}

/** Writes the submission's records inside the caller's transaction; answers the new shop's id. */
export async function writeSetupRecords(
  service: ResourceService,
  schemas: CheckedSchemas,
  actor: Actor,
  submission: SetupSubmission,
): Promise<number> {
  const shop = await asRecord('shop', () =>
    service.create(resourceOf(schemas, 'shop'), actor, submission.shop ?? {}),
  );
  await asRecord('operationModes', () =>
    service.saveOne(resourceOf(schemas, 'operationModes'), actor, {
      ...submission.operationModes,
      shopId: shop.id,
      version: 0,
    }),
  );
  const printer = submission.printer;
  if (printer)
    await asRecord('printer', () =>
      service.create(resourceOf(schemas, 'printer'), actor, { ...printer, shopId: shop.id }),
    );
  await asRecord('category', () =>
    service.create(resourceOf(schemas, 'category'), actor, submission.category ?? {}),
  );
  return shop.id;
}
