// The list's columns (`ui.column`): a number orders them, `true` keeps the declared order after the
// numbered ones. The column chooser hides some from the grid; the export writes them all. A secret is
// never a column, whatever its hints say: the server never answers it.
import type { ResourceSchema } from '../../schema/resource';
import { isSecretField } from '../../schema/secret-fields';

export function listColumns(resource: ResourceSchema): string[] {
  const declared = Object.entries(resource.fields).filter(
    ([, field]) => field.ui?.column && !isSecretField(field),
  );
  const rank = (column: boolean | number | undefined) => (typeof column === 'number' ? column : Infinity);
  return declared
    .map(([name, field], index) => ({ name, rank: rank(field.ui?.column), index }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ name }) => name);
}
