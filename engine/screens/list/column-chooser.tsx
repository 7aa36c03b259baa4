// The column chooser: a menu of the list's columns to show or hide; the choice is saved per user on
// the server by the ColumnLayout store.
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuItemCheckbox,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { ColumnTripleEditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ResourceSchema } from '../../schema/resource';
import { screenMountNode } from '../../shell/screen-mount-node';
import { fieldLabel } from '../field-text';
import type { ColumnLayout } from './column-layout';

export const ColumnChooser = observer(function ColumnChooser({
  resource,
  layout,
}: {
  resource: ResourceSchema;
  layout: ColumnLayout;
}) {
  const { t } = useTranslation('engine');
  return (
    <Menu
      mountNode={screenMountNode()}
      checkedValues={{ columns: layout.visible }}
      onCheckedValueChange={(_event, { checkedItems }) => {
        const changed = layout.columns.find((name) => checkedItems.includes(name) !== layout.isVisible(name));
        if (changed) void layout.toggle(changed);
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button icon={<ColumnTripleEditRegular />}>{t('engine:list.columns')}</Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {layout.columns.map((name) => (
            <MenuItemCheckbox
              key={name}
              name="columns"
              value={name}
              disabled={layout.isVisible(name) && layout.visible.length <= 1}
            >
              {fieldLabel(resource, name, t)}
            </MenuItemCheckbox>
          ))}
          <MenuDivider />
          <MenuItem onClick={() => void layout.showAll()}>{t('engine:list.showAllColumns')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
