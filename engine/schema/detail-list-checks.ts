// What the meta-schema cannot say of a resource's detail lists (docs/schemas.md "Lists inside the
// detail"): names and column keys are each used once, a filter labels every value it offers, and a
// settings record, which has no detail screen, declares none.
import type { SchemaProblem } from './checker';
import type { ResourceSchema } from './resource';
import { isSettingsRecord } from './settings-record';

/** The names of `items` used more than once. */
const repeated = (items: readonly string[]) => items.filter((item, i) => items.indexOf(item) !== i);

export function detailListProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  const lists = resource.detailLists ?? [];
  if (lists.length === 0) return [];
  if (isSettingsRecord(resource))
    return [{ file, path: '$.detailLists', reason: 'a settings record has no detail to show lists in' }];
  const problems: SchemaProblem[] = repeated(lists.map((list) => list.name)).map((name) => ({
    file,
    path: '$.detailLists',
    reason: `detail list "${name}" is declared twice`,
  }));
  lists.forEach((list, i) => {
    const path = `$.detailLists[${i}]`;
    for (const key of repeated(list.columns.map((column) => column.key)))
      problems.push({ file, path: `${path}.columns`, reason: `column "${key}" is declared twice` });
    for (const value of list.filter?.values ?? [])
      if (!list.filter?.labels[value])
        problems.push({
          file,
          path: `${path}.filter.labels`,
          reason: `filter value "${value}" has no label`,
        });
  });
  return problems;
}
