// A permission tree's value on the detail screen and in the list's cells: how many privileges it
// grants, then the names of the granted screens (and POS and Connect keys), comma-separated; the
// actions are counted but not named, so the line stays short.
import { useTranslation } from 'react-i18next';
import { grantedTitles, keysOf } from '../client/permission-tree';
import type { DisplayProps } from '../screens/detail/display-registry';
import { usePermissionTree } from './use-permission-tree';

export function PermissionTreeDisplay({ value }: DisplayProps) {
  const { t } = useTranslation();
  const { tree } = usePermissionTree();
  const keys = keysOf(value);
  const count = t('engine:permissionTree.count', { count: keys.length });
  // Until the catalogue comes (or if it never does), the count alone.
  const names = typeof tree === 'string' ? [] : grantedTitles(tree, keys).map((title) => t(title));
  return names.length === 0 ? count : t('engine:permissionTree.named', { count, names: names.join(', ') });
}
