// The permission tree (`"widget": "permissionTree"` on an array of privilege keys): what the caller
// may grant, as a Fluent Tree of check boxes under the Dashboard, POS and Connect groups. Arrow keys
// move, Space checks; what a click brings along is permission-tree.ts's (core spec §4).
import {
  Body1,
  Button,
  FieldContextProvider,
  Spinner,
  Tree,
  TreeItem,
  TreeItemLayout,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { checkedItems, keysOf, toggleItem, type PermissionItem } from '../client/permission-tree';
import { usePermissionTree } from './use-permission-tree';

const useStyles = makeStyles({
  failed: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

export function PermissionTreeWidget(props: WidgetProps) {
  const { id, value, label, disabled, readonly, onChange } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const { tree, retry } = usePermissionTree();
  // Named by the Field's label, as a group of controls is: a label cannot point at a tree.
  const named = useFieldControlProps_unstable({ id, 'aria-label': label }, { supportsLabelFor: false });
  if (tree === 'loading') return <Spinner size="tiny" label={t('common:loading')} />;
  if (tree === 'failed')
    return (
      <div className={styles.failed}>
        <Body1>{t('engine:permissionTree.loadFailed')}</Body1>
        <Button onClick={retry}>{t('engine:screen.retry')}</Button>
      </div>
    );
  const list = keysOf(value);
  const locked = disabled === true || readonly === true;
  return (
    // The Field names the tree; each check box is named by its own item, not the Field's label.
    <FieldContextProvider value={undefined}>
      <Tree
        {...named}
        selectionMode="multiselect"
        checkedItems={checkedItems(tree, list)}
        defaultOpenItems={tree.groups.map((group) => group.id)}
        onCheckedChange={(_event, data) => {
          if (locked) return;
          const next = toggleItem(tree, list, String(data.value));
          // An emptied tree stores no value, so an empty field is absent rather than [].
          onChange(next.length > 0 ? next : undefined);
        }}
      >
        {tree.groups.map((group) => (
          <PermissionTreeItem key={group.id} item={group} locked={locked} />
        ))}
      </Tree>
    </FieldContextProvider>
  );
}

function PermissionTreeItem({ item, locked }: { item: PermissionItem; locked: boolean }) {
  const { t } = useTranslation();
  const branch = item.children.length > 0;
  return (
    <TreeItem itemType={branch ? 'branch' : 'leaf'} value={item.id}>
      <TreeItemLayout selector={{ disabled: locked }}>{t(item.title)}</TreeItemLayout>
      {branch && (
        <Tree>
          {item.children.map((child) => (
            <PermissionTreeItem key={child.id} item={child} locked={locked} />
          ))}
        </Tree>
      )}
    </TreeItem>
  );
}
