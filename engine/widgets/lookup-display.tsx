// The ids a lookup field holds, shown by their labels (comma-separated), on the detail screen and in
// the list's cells. The labels come from the screen's cache, so a list page asks once per column.
import { observer } from 'mobx-react-lite';
import { idsOf, lookupHint } from '../client/lookup-query';
import type { DisplayProps } from '../screens/detail/display-registry';
import { useLookupLabels } from './use-lookup-labels';

export const LookupDisplay = observer(function LookupDisplay({ field, value }: DisplayProps) {
  const ids = idsOf(value);
  const labels = useLookupLabels(lookupHint(field.ui?.lookup, field.title), ids);
  return ids
    .map((id) => labels.labelOf(id))
    .filter((label) => label !== undefined)
    .join(', ');
});
