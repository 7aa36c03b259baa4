// `npm run schemas:types`, after any change to engine/schema/resource.schema.json: writes the resource
// types made from it (engine/schema/resource-types.ts), to be committed with the meta-schema, so what
// checks a resource file and what reads it cannot say different things. With `--print` it writes
// them to the standard output instead, for the test that compares them with the committed file.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileFromFile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';

const SCHEMA_FOLDER = resolve(__dirname, '..', 'engine', 'schema');
const TYPES_PATH = resolve(SCHEMA_FOLDER, 'resource-types.ts');

const HEADER = [
  '// Generated from resource.schema.json by `npm run schemas:types` (scripts/resource-types.ts): do not',
  '// edit by hand. Change the meta-schema, run the script and commit both; resource.ts builds on these.',
  '',
].join('\n');

async function resourceTypesSource(): Promise<string> {
  const types = await compileFromFile(resolve(SCHEMA_FOLDER, 'resource.schema.json'), {
    bannerComment: '',
    format: false,
    // The array lengths stay the meta-schema's to check: tuples would make every caller build lists.
    ignoreMinAndMaxItems: true,
  });
  // Formatted as the project formats, so `prettier --check` accepts the committed file.
  const style = await resolveConfig(TYPES_PATH);
  return format(HEADER + types, { ...style, filepath: TYPES_PATH });
}

void resourceTypesSource().then((source) => {
  if (process.argv.includes('--print')) {
    process.stdout.write(source);
    return;
  }
  writeFileSync(TYPES_PATH, source);
  console.log(`${TYPES_PATH}: written from the meta-schema.`);
});
