// Validates an OpenAPI document with @seriousme/openapi-schema-validator, offline. The package is
// ESM only, which Jest's CommonJS run cannot load, so a child Node runs it on a temporary file.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const VALIDATOR = pathToFileURL(require.resolve('@seriousme/openapi-schema-validator')).href;
const SCRIPT = `
import { Validator } from ${JSON.stringify(VALIDATOR)};
const validator = new Validator();
const verdict = await validator.validate(process.argv[1]);
console.log(JSON.stringify({ ...verdict, version: validator.version }));
`;

export interface OpenApiVerdict {
  valid: boolean;
  /** The OpenAPI version the validator read the document as, e.g. "3.1". */
  version: string;
  errors?: unknown;
}

export async function validateOpenApi(document: unknown): Promise<OpenApiVerdict> {
  const dir = await mkdtemp(join(tmpdir(), 'brigade-openapi-'));
  const file = join(dir, 'openapi.json');
  try {
    await writeFile(file, JSON.stringify(document));
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', SCRIPT, file]);
    return JSON.parse(stdout) as OpenApiVerdict;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
