// `npm run schemas:check`: every resource file against the meta-schema and the rest of the set
// (references, privileges, labels in three languages, route paths, fixtures). Exit 1 on a problem.
import { readConfig } from '../config';
import { loadProductSchemas } from '../schemas';

try {
  const schemas = loadProductSchemas(readConfig());
  console.log(
    `Schemas are valid: ${schemas.resources.length} resources, ${schemas.sections.length} navigation sections.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
