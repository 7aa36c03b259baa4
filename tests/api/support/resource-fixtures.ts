import { loadSchemaSet } from '../../../engine/schema/loader';
import type { Fixture } from '../../../engine/schema/catalogue';
import { ROOT_DIR } from '../../../server/config';
import { join } from 'node:path';

const set = loadSchemaSet(join(ROOT_DIR, 'schemas'), ROOT_DIR);

/** The valid fixtures of a resource, in file order: the records the generated tests write. */
export function validFixtures(resource: string): Fixture[] {
  return set.fixtures.valid
    .map((source) => source.content)
    .filter((fixture) => fixture.resource === resource);
}

export function invalidFixtures(resource: string): { file: string; fixture: Fixture }[] {
  return set.fixtures.invalid
    .filter((source) => source.content.resource === resource)
    .map((source) => ({ file: source.file, fixture: source.content }));
}
