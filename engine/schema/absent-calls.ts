// A list resource may leave out its `create` or `delete` privilege (docs/schemas.md "Privileges"):
// the call then does not exist, so nothing else the file declares may lean on it, and the checker
// says so rather than offer a screen, an import or a cascade that nothing could carry out.
import type { SchemaProblem } from './checker';
import type { ResourceSchema } from './resource';
import { isSettingsRecord } from './settings-record';

export function absentCallProblems(file: string, resource: ResourceSchema): SchemaProblem[] {
  // A settings record names neither, and settings-record.ts says what else it may not have.
  if (isSettingsRecord(resource)) return [];
  const problems: SchemaProblem[] = [];
  const refuse = (path: string, reason: string) => problems.push({ file, path, reason });
  if (resource.privileges.create === undefined) {
    for (const child of ['create', 'duplicate'] as const)
      if (resource.route.children?.[child])
        refuse(`$.route.children.${child}`, 'no create privilege: the list creates nothing');
    if (resource.importable) refuse('$.importable', 'no create privilege: the list imports nothing');
  }
  if (resource.privileges.delete === undefined)
    (resource.references ?? []).forEach((reference, i) => {
      if (reference.onDelete === 'cascade')
        refuse(
          `$.references[${i}].onDelete`,
          'no delete privilege: its records are never deleted, so deleting the one they name must refuse or clear',
        );
    });
  return problems;
}
