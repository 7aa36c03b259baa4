// Lists inside the detail (docs/schemas.md "Lists inside the detail"): what the checker refuses in a
// declaration, and an app whose schemas name a list no module makes rows for does not start.
import { join, resolve } from 'node:path';
import { checkSchemas } from '../../../../engine/schema/checker';
import { loadSchemaSet } from '../../../../engine/schema/loader';
import type { DetailList, ResourceSchema } from '../../../../engine/schema/resource';
import { loadMessages, LANGUAGES } from '../../../../engine/server/messages';
import { ModuleKit } from '../../../../engine/server/modules/module-kit';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const messages = loadMessages(join(ROOT, 'locales'));
const options = {
  languages: LANGUAGES,
  hasLabel: (language: string, key: string) => messages.has(language as (typeof LANGUAGES)[number], key),
};

/** The product's schemas with `file` changed by `edit`: the checker's reasons there. */
function reasonsWith(file: string, edit: (resource: ResourceSchema) => void): string[] {
  const set = structuredClone(loadSchemaSet(join(ROOT, 'schemas'), ROOT));
  const source = set.resources.find((entry) => entry.file === file);
  if (!source) throw new Error(`${file} is missing`);
  edit(source.content as ResourceSchema);
  const result = checkSchemas(set, { ...options, fixtures: false });
  return result.ok ? [] : result.problems.filter((problem) => problem.file === file).map((p) => p.reason);
}

const MEMBER = 'schemas/members/member.json';
const listsOf = (resource: ResourceSchema) => resource.detailLists as DetailList[];

describe('lists inside the detail', () => {
  it('refuses a list or a column declared twice, an unlabelled filter value and a missing label', () => {
    expect(
      reasonsWith(MEMBER, (member) => {
        const [balance, points] = listsOf(member) as [DetailList, DetailList];
        points.name = balance.name;
        balance.columns.push({ ...(balance.columns[0] as DetailList['columns'][number]) });
        balance.filter = { values: ['all', 'used'], labels: { all: 'engine:list.all' } };
        points.title = 'members:history.noSuchList';
      }),
    ).toEqual(
      expect.arrayContaining([
        'detail list "balanceHistory" is declared twice',
        'column "at" is declared twice',
        'filter value "used" has no label',
        'label "members:history.noSuchList" is missing in zh-TW',
      ]),
    );
  });

  it('refuses lists on a settings record, which has no detail', () => {
    const lists = (
      structuredClone(loadSchemaSet(join(ROOT, 'schemas'), ROOT)).resources.find(
        (entry) => entry.file === MEMBER,
      )?.content as ResourceSchema
    ).detailLists;
    expect(
      reasonsWith('schemas/members/member-settings.json', (settings) => {
        settings.detailLists = lists;
      }),
    ).toContain('a settings record has no detail to show lists in');
  });

  it('stops an app whose schemas name a list no module makes rows for', () => {
    const result = checkSchemas(loadSchemaSet(join(ROOT, 'schemas'), ROOT), { ...options, fixtures: false });
    if (!result.ok) throw new Error('the product schemas fail');
    const rows = async () => ({ rows: [], total: 0 });
    const kit = new ModuleKit(result.schemas);
    // Every computed value given, so the lists are what is missing.
    const providers = result.schemas.resources.flatMap((resource) =>
      Object.values(resource.fields).flatMap((field) => {
        const computed = field.ui?.computed;
        return computed && 'provider' in computed ? [computed.provider] : [];
      }),
    );
    for (const provider of new Set(providers)) kit.computed(provider, () => 'NULL', 'unwatched');
    kit.detailList('memberBalanceHistory', rows);
    expect(() => kit.detailList('memberBalanceHistory', rows)).toThrow('registered twice');
    expect(() => kit.seal()).toThrow(/detail list\(s\) (\w+, )*memberPointsHistory,/);
  });
});
