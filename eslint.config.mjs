// ESLint flat config: typescript-eslint's type-aware strict rules over every TypeScript file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Layers (ARCHITECTURE.md "Folders", docs/architecture.md "Layers"): engine/ is generic and imports
// nothing of the application; engine/server runs in Node and imports no client folder; engine/protocol
// is what both halves share and imports nothing at all. A relative import's depth tells where it
// lands, so each layer gets the patterns for each depth of file below it. In the application,
// protocol/ is what its server and its pages share, so neither imports the other.
const APPLICATION = ['server', 'pages', 'schemas', 'protocol', 'tests', 'bench', 'scripts'];
const CLIENT_FOLDERS = ['client', 'shell', 'screens', 'widgets'];
const ENGINE_LAYERS = ['client', 'shell', 'screens', 'widgets', 'schema', 'server', 'protocol'];
const up = (levels) => `^(\\.\\./){${levels}}`;

function layerRules() {
  const configs = [];
  for (const layer of ENGINE_LAYERS) {
    for (let below = 0; below <= 4; below += 1) {
      const patterns = [
        {
          regex: `${up(below + 2)}(${APPLICATION.join('|')})(/|$)`,
          message: 'engine/ is generic: it imports nothing from the application; hand it what it needs.',
        },
        // A layer's index is the application's way in; an engine file importing one closes a cycle.
        ...[`^\\.{1,2}(/\\.\\.)*(/index)?$`, `${up(below + 1)}(${ENGINE_LAYERS.join('|')})(/index)?$`].map(
          (regex) => ({ regex, message: 'Inside engine/, import the file itself, never a layer’s index.' }),
        ),
      ];
      if (layer === 'server')
        patterns.push({
          regex: `${up(below + 1)}(${CLIENT_FOLDERS.join('|')})/`,
          message: 'engine/server runs in Node: it imports nothing from the client folders.',
        });
      if (layer === 'protocol')
        patterns.push({
          regex: '^\\.\\./',
          message: 'engine/protocol is shared by both halves and imports nothing.',
        });
      configs.push({
        files: [`engine/${layer}/${'*/'.repeat(below)}*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return configs;
}

// Application code: every file outside engine/ and tests/ (tests reach into the engine to test it).
const APPLICATION_FILES = '*.{ts,tsx,mts,cts,js,mjs,cjs}';
const OUTSIDE_ENGINE = ['engine/**', 'tests/**'];
// Deepest folder level below the root that the per-depth rules cover.
const MAX_DEPTH = 6;
const subfolders = (depth) => '*/'.repeat(depth);

/**
 * The application uses the engine through one entry point per layer, `engine/<layer>/index.ts`
 * (docs/architecture.md "Layers"): a deep import or any import() of the engine is refused, so the
 * engine may move its files freely and owns its lazy chunks. Only the file's depth tells whether a
 * relative path reaches the root's engine/ (bench/engine/ is the bench's own), so each depth gets
 * its patterns. A regex in a selector may hold no slash: \x2F stands for it.
 */
function engineSurface(depth) {
  const engine = depth === 0 ? '\\./engine' : `(\\.\\./){${depth}}engine`;
  const dynamic = `/^${engine.replaceAll('/', '\\x2F')}(\\x2F|$)/`;
  const lazyMessage =
    "The engine owns its lazy chunks: call the layer's loader (lazy-parts) from its entry point, not import().";
  return {
    imports: [
      {
        regex: `^${engine}/[^/]+/`,
        message:
          "Import the engine through its layer's entry point ('…/engine/<layer>'); export what is missing there.",
      },
    ],
    syntax: [
      { selector: `ImportExpression[source.value=${dynamic}]`, message: lazyMessage },
      { selector: `ImportExpression[source.quasis.0.value.raw=${dynamic}]`, message: lazyMessage },
    ],
  };
}

/** The application's halves meet only in protocol/, which reads nothing but the engine's protocol. */
function applicationRules() {
  const configs = [];
  for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
    const { imports, syntax } = engineSurface(depth);
    configs.push({
      files: [`${subfolders(depth)}${APPLICATION_FILES}`],
      ignores: OUTSIDE_ENGINE,
      rules: {
        'no-restricted-imports': ['error', { patterns: imports }],
        'no-restricted-syntax': ['error', ...syntax],
      },
    });
  }
  const halves = { server: 'pages', pages: 'server' };
  for (const [half, other] of Object.entries(halves))
    for (let depth = 1; depth <= MAX_DEPTH; depth += 1)
      configs.push({
        files: [`${half}/${subfolders(depth - 1)}${APPLICATION_FILES}`],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                ...engineSurface(depth).imports,
                {
                  regex: `^(\\.\\./)+${other}(/|$)`,
                  message: `${half}/ and ${other}/ share only protocol/: move what both read there.`,
                },
              ],
            },
          ],
        },
      });
  configs.push({
    files: ['protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!engine/protocol$)',
              message:
                "protocol/ is shared by both halves and imports nothing but engine/protocol's entry point.",
            },
          ],
        },
      ],
    },
  });
  return configs;
}

/**
 * Application code reaches declared records through the resource service, never by SQL on their
 * tables (ARCHITECTURE.md "A module is one unit"): a string or template naming a `res_` table is
 * refused in server/, the demo's seeding and the CLI aside. The same rule keeps the engine's
 * dynamic imports refused there.
 */
function dataPathRules() {
  const message =
    'Read and write declared records through the resource service (service.system(), recordRelation), not by SQL on res_ tables.';
  const configs = [];
  for (let depth = 1; depth <= MAX_DEPTH; depth += 1)
    configs.push({
      files: [`server/${subfolders(depth - 1)}*.ts`],
      ignores: ['server/demo/**', 'server/cli/**'],
      rules: {
        'no-restricted-syntax': [
          'error',
          { selector: 'Literal[value=/\\bres_[a-z]/]', message },
          { selector: 'TemplateElement[value.raw=/\\bres_[a-z]/]', message },
          ...engineSurface(depth).syntax,
        ],
      },
    });
  return configs;
}

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'data/', 'test-output/', 'coverage/'] },
  js.configs.recommended,
  {
    // Jest reads its config before any transform: plain CommonJS.
    files: ['jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  ...tseslint.configs.strict,
  {
    // The test sequencer too (tests/support/test-sequencer.cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...layerRules(),
  ...applicationRules(),
  ...dataPathRules(),
);
