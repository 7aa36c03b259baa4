// `npm run schemas:check`: every resource file against the meta-schema and the rest of the set
// (references, privileges, labels in three languages, route paths, fixtures), and every report file
// (schemas/analytics) against the order facts. Exit 1 on a problem.
import { readConfig } from '../config';
import { loadProductSchemas } from '../schemas';
import { loadProductReports } from '../sales/product-reports';

try {
  const config = readConfig();
  const schemas = loadProductSchemas(config, { fixtures: true });
  const reports = loadProductReports(config, schemas);
  console.log(
    `Schemas are valid: ${schemas.resources.length} resources, ${schemas.sections.length} navigation sections, ${reports.size} reports.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
