// A member's histories (schemas/members/member.json `detailLists`) read every entry type his ledger
// may hold by its label: a type added to the ledger without one in the history's column is caught.
import { join, resolve } from 'node:path';
import { loadSchemaSet } from '../../../engine/schema/loader';
import type { DetailList, ResourceSchema } from '../../../engine/schema/resource';
import { memberLedger } from '../../../server/members/member-ledger';

const ROOT = resolve(__dirname, '..', '..', '..');
const member = loadSchemaSet(join(ROOT, 'schemas'), ROOT).resources.find(
  (entry) => entry.file === 'schemas/members/member.json',
)?.content as ResourceSchema;

const typeLabels = (name: string) =>
  Object.keys(
    (member.detailLists as DetailList[])
      .find((list) => list.name === name)
      ?.columns.find((column) => column.key === 'type')?.labels ?? {},
  ).sort();

describe("a member's histories", () => {
  it('label every type of entry his balance and his points may hold', () => {
    expect(typeLabels('balanceHistory')).toEqual([...memberLedger.declaration.types.cents].sort());
    expect(typeLabels('pointsHistory')).toEqual([...memberLedger.declaration.types.points].sort());
  });
});
