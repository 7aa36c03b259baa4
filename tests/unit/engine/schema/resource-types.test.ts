/**
 * @jest-environment node
 */
// The resource types are generated from the meta-schema and committed (npm run schemas:types): made
// again here, they must be the committed file, so neither can change without the other. The script
// runs in its own process because prettier, which formats them, loads itself with import(), and
// Jest's module system refuses that.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..', '..', '..');

it('commits the resource types the meta-schema makes (npm run schemas:types)', () => {
  const generated = execFileSync(
    resolve(root, 'node_modules', '.bin', 'tsx'),
    ['scripts/resource-types.ts', '--print'],
    { cwd: root, encoding: 'utf8' },
  );
  expect(readFileSync(resolve(root, 'engine', 'schema', 'resource-types.ts'), 'utf8')).toBe(generated);
});
