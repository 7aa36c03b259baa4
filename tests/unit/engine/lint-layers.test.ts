/**
 * @jest-environment node
 */
// The layers of ARCHITECTURE.md "Folders" and its one data path, as `npm run lint` enforces them
// (eslint.config.mjs): each case is a one-line source linted as if it stood at that path.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

type Case = [path: string, source: string];

const REFUSED: [...Case, string][] = [
  ['engine/client/x.ts', "import { x } from '../../server/app';", 'engine/ is generic'],
  ['engine/screens/list/x.ts', "import { x } from '../../../pages/app';", 'engine/ is generic'],
  ['engine/widgets/x.tsx', "import x from '../../schemas/navigation.json';", 'engine/ is generic'],
  ['engine/server/resources/x.ts', "import { x } from '../../client/http';", 'engine/server runs in Node'],
  ['engine/server/x.ts', "import { x } from '../shell/navbar';", 'engine/server runs in Node'],
  ['engine/protocol/x.ts', "import { x } from '../schema/resource';", 'engine/protocol is shared'],
  ['engine/screens/list/x.ts', "import { x } from '..';", 'never a layer’s index'],
  ['engine/shell/x.ts', "import { x } from './index';", 'never a layer’s index'],
  ['engine/shell/x.ts', "import { x } from '../client';", 'never a layer’s index'],
  ['engine/client/x.ts', "import { x } from '../../protocol/account-status';", 'engine/ is generic'],
  [
    'pages/accounts/account-pages/x.tsx',
    "import { x } from '../../../server/config';",
    'share only protocol/',
  ],
  ['server/auth/x.ts', "import { x } from '../../pages/app';", 'share only protocol/'],
  ['protocol/x.ts', "import { x } from '../engine/client/http';", 'protocol/ is shared'],
  [
    'server/queues/x.ts',
    'const x = `SELECT id FROM res_queue WHERE id = $1`;',
    'through the resource service',
  ],
  ['server/x.ts', "const x = 'UPDATE res_user SET data = $1';", 'through the resource service'],
  // The application reaches the engine through one entry point per layer, and never by import().
  ['pages/x.tsx', "import { x } from '../engine/shell/alert-bar';", "layer's entry point"],
  [
    'server/auth/x.ts',
    "import type { x } from '../../engine/server/resources/actor';",
    "layer's entry point",
  ],
  ['bench/x.ts', "export { x } from '../engine/client/http';", "layer's entry point"],
  ['webpack.config.ts', "import { x } from './engine/client/http';", "layer's entry point"],
  ['protocol/x.ts', "import { x } from '../engine/protocol/status';", 'protocol/ is shared'],
  ['pages/x.tsx', "const x = import('../engine/shell/not-found-route');", 'owns its lazy chunks'],
  [
    'pages/platform/login/x.tsx',
    'const x = import(`../../../engine/shell/${name}`);',
    'owns its lazy chunks',
  ],
  ['server/x.ts', "const x = import('../engine/server');", 'owns its lazy chunks'],
];
const ALLOWED: Case[] = [
  ['engine/server/resources/x.ts', "import { x } from '../business-error';"],
  ['engine/client/x.ts', "import { x } from '../protocol/status';"],
  ['engine/screens/list/x.ts', "import { x } from '../../client/http';"],
  ['server/x.ts', "import { x } from '../engine/server';"],
  ['pages/x.ts', "import { x } from '../engine/client';"],
  ['pages/accounts/account-pages/x.tsx', "import { x } from '../../../protocol/account-status';"],
  ['server/auth/x.ts', "import { x } from '../../protocol/account-status';"],
  ['protocol/x.ts', "import { x } from '../engine/protocol';"],
  ['pages/analytics/analytics-module.ts', "const x = import('./home/home-page');"],
  // The bench's own engine/ folder, the engine's own lazy chunks, and the tests that test its insides.
  ['bench/menu/x.ts', "import { x } from '../engine/query-step';"],
  ['engine/shell/x.ts', "const x = import('./alert-bar');"],
  ['tests/unit/engine/x.ts', "import { x } from '../../../engine/client/http';"],
  ['tests/unit/engine/x.ts', "const x = import('../../../engine/shell/alert-bar');"],
  // The demo's seeding and the CLI write what no caller could yet (the first admin), and the engine owns the tables.
  ['server/demo/x.ts', "const x = 'INSERT INTO res_user (data) VALUES ($1)';"],
  ['server/cli/x.ts', "const x = 'SELECT id FROM res_user';"],
  ['engine/server/resources/x.ts', "const x = 'SELECT id FROM res_user';"],
];

// ESLint loads its ESM config with a dynamic import, which Jest's VM refuses: lint in a child Node.
const LINT_ALL = `
import { ESLint } from 'eslint';
const eslint = new ESLint();
const out = [];
for (const [filePath, source] of JSON.parse(process.env.CASES)) {
  const [result] = await eslint.lintText(source + '\\nexport const used = x;\\n', { filePath });
  out.push(
    result.messages
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message),
  );
}
console.log(JSON.stringify(out));
`;

function refusalsOf(cases: Case[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_ALL], {
    cwd: resolve(__dirname, '..', '..', '..'),
    env: { ...process.env, CASES: JSON.stringify(cases) },
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const refused = refusalsOf([...REFUSED.map(([path, source]): Case => [path, source]), ...ALLOWED]);

describe('the layers lint enforces', () => {
  it.each(REFUSED.map((entry, index) => [...entry, index] as const))(
    'refuses %s importing across its layer',
    (_path, _source, message, index) => {
      expect(refused[index]).toEqual([expect.stringContaining(message)]);
    },
  );

  it.each(ALLOWED.map((entry, index) => [...entry, REFUSED.length + index] as const))(
    'lets %s import within the rules',
    (_path, _source, index) => {
      expect(refused[index]).toEqual([]);
    },
  );
});
