// Settings records (docs/schemas.md "Settings records"): what the checker refuses in one, and how
// the engine runs one that passes.
import { join, resolve } from 'node:path';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { checkSchemas } from '../../../../engine/schema/checker';
import { loadSchemaSet } from '../../../../engine/schema/loader';
import { settingsDefaults } from '../../../../engine/schema/settings-record';
import { loadMessages, LANGUAGES } from '../../../../engine/server/messages';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const messages = loadMessages(join(ROOT, 'locales'));
const options = {
  languages: LANGUAGES,
  hasLabel: (language: string, key: string) => messages.has(language as (typeof LANGUAGES)[number], key),
};
const FILE = 'schemas/store/printing-settings.json';

/** The product's schemas with the printing settings changed by `edit`: the checker's problems there. */
function problemsWith(edit: (settings: ResourceSchema & Record<string, unknown>) => void) {
  const set = structuredClone(loadSchemaSet(join(ROOT, 'schemas'), ROOT));
  const source = set.resources.find((entry) => entry.file === FILE);
  if (!source) throw new Error(`${FILE} is missing`);
  edit(source.content as ResourceSchema & Record<string, unknown>);
  const result = checkSchemas(set, options);
  return result.ok ? [] : result.problems.filter((problem) => problem.file === FILE);
}

describe('a settings record', () => {
  it('runs with only its read and update privileges (no create or delete call), and reads its declared defaults', () => {
    const result = checkSchemas(loadSchemaSet(join(ROOT, 'schemas'), ROOT), options);
    if (!result.ok) throw new Error('the product schemas fail');
    const settings = result.schemas.byName.get('printingSettings') as ResourceSchema;
    expect(settings.privileges).toEqual({ read: 'printing_settings', update: 'printing_settings_edit' });
    expect(settingsDefaults(settings)).toEqual({
      printMode: 'orderPerTicket',
      receiptFont: 'default',
      receiptQrType: 'main',
      customerCopies: 1,
      delayedPrinting: false,
    });
  });

  it('refuses what only a list has, saying why', () => {
    const problems = problemsWith((settings) => {
      Object.assign(settings, { importable: true, unique: [['printMode']], scope: 'platform' });
      settings.route.children = { create: true };
      settings.privileges.create = 'printing_settings_edit';
    });
    expect(problems.map((problem) => problem.path).sort()).toEqual([
      '$.importable',
      '$.privileges.create',
      '$.route.children',
      '$.scope',
      '$.unique',
    ]);
    expect(problems.find((problem) => problem.path === '$.unique')?.reason).toBe(
      'not for a settings record: one record has nothing to clash with',
    );
  });

  it('as a list without create or delete, refuses only what would lean on them', () => {
    const problems = problemsWith((settings) => {
      delete settings.cardinality;
      Object.assign(settings, { importable: true });
      settings.route.children = { create: true, duplicate: true, edit: true };
    });
    expect(problems.map((problem) => [problem.path, problem.reason])).toEqual([
      ['$.route.children.create', 'no create privilege: the list creates nothing'],
      ['$.route.children.duplicate', 'no create privilege: the list creates nothing'],
      ['$.importable', 'no create privilege: the list imports nothing'],
    ]);
  });

  it('as a list without delete, refuses a reference whose deletion would cascade into it', () => {
    const problems = problemsWith((settings) => {
      delete settings.cardinality;
      settings.references = [{ field: 'printMode', resource: 'shop', onDelete: 'cascade' }];
    });
    expect(problems).toContainEqual(expect.objectContaining({ path: '$.references[0].onDelete' }));
  });
});
