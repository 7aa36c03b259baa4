// A module declares its own privilege keys in schemas/<module>/privileges.json, added to the group
// it names, so adding a module touches no shared schema file (issue 22, "a module is one unit").
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSchemaSet, SchemaFileError } from '../../../../engine/schema/loader';

const ROOT = join(__dirname, '../../../..');

describe("a module's own privilege keys", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'schemas-'));
    for (const file of ['navigation.json', 'privileges.json'])
      cpSync(join(ROOT, 'schemas', file), join(dir, file));
    mkdirSync(join(dir, 'loyalty'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (content: object) =>
    writeFileSync(join(dir, 'loyalty', 'privileges.json'), JSON.stringify(content));

  it('joins the group it names and is not read as a resource', () => {
    write({ group: 'dashboard', keys: [{ key: 'stamp_grant', title: 'loyalty:privileges.stamp_grant' }] });
    const set = loadSchemaSet(dir, dir);
    const dashboard = set.privileges.content.groups.find((group) => group.name === 'dashboard');
    expect(dashboard?.keys).toContainEqual({ key: 'stamp_grant', title: 'loyalty:privileges.stamp_grant' });
    expect(set.resources).toEqual([]);
  });

  it('is refused, naming its file, when the group does not exist', () => {
    write({ group: 'nowhere', keys: [] });
    expect(() => loadSchemaSet(dir, dir)).toThrow(SchemaFileError);
    expect(() => loadSchemaSet(dir, dir)).toThrow(
      /loyalty\/privileges\.json: names no privilege group "nowhere"/,
    );
  });
});
