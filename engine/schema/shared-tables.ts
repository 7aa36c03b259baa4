// Resources that share a table (`table`) must split it cleanly: the table is another resource's,
// every sharer is partitioned on the same field, and no option belongs to two of them, so a row
// always has exactly one resource.
import type { SchemaProblem } from './checker';
import type { SourceFile } from './catalogue';
import type { ResourceSchema } from './resource';

const optionsOf = (resource: ResourceSchema, field: string): string[] => {
  const options = resource.fields[field]?.enum;
  return Array.isArray(options) ? options.map(String) : [];
};

export function sharedTableProblems(sources: SourceFile<ResourceSchema>[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const byName = new Map(sources.map((source) => [source.content.name, source.content]));
  // Per shared table: which resource holds each option.
  const owners = new Map<string, Map<string, string>>();
  const sharers = sources.filter(({ content }) => content.table !== undefined);
  for (const { file, content: resource } of sharers) {
    const table = resource.table as string;
    const owner = byName.get(table);
    if (!owner) {
      problems.push({ file, path: '$.table', reason: `resource "${table}" does not exist` });
      continue;
    }
    if (!resource.partitionBy || resource.partitionBy !== owner.partitionBy) {
      problems.push({
        file,
        path: '$.partitionBy',
        reason: `a resource sharing "${table}" is partitioned on "${owner.partitionBy ?? '(none)'}" as it is`,
      });
      continue;
    }
    let split = owners.get(table);
    if (!split) {
      split = new Map(optionsOf(owner, resource.partitionBy).map((value) => [value, owner.name]));
      owners.set(table, split);
    }
    for (const value of optionsOf(resource, resource.partitionBy)) {
      const holder = split.get(value);
      if (holder)
        problems.push({
          file,
          path: `$.fields.${resource.partitionBy}.enum`,
          reason: `"${value}" is already ${holder}'s part of the table`,
        });
      else split.set(value, resource.name);
    }
  }
  return problems;
}
