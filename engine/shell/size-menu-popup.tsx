// The size menu's list (core spec §2.4, §4, §8): default, medium, small or mini. The choice is saved,
// the current view is refreshed to take it, and "Switch Size Success" shows.
import { Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { isSize, SIZES } from '../client/control-size';
import type { HeaderMenuProps } from './menu-on-first-use';
import { useNotify } from './notices';
import { usePopupLayer } from './popup-layer';
import { useRefreshView } from './use-refresh-view';

export const SizeMenuPopup = observer(function SizeMenuPopup({
  trigger,
  open,
  onOpenChange,
}: HeaderMenuProps) {
  const { t } = useTranslation('shell');
  const { controlSize } = useClientStores();
  const refresh = useRefreshView();
  const notify = useNotify();
  const choose = (value: string | undefined) => {
    if (!isSize(value) || value === controlSize.size) return;
    controlSize.set(value);
    refresh();
    notify(t('shell:size.switched'));
  };
  return (
    <Menu
      mountNode={usePopupLayer()}
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
      checkedValues={{ size: [controlSize.size] }}
      onCheckedValueChange={(_event, data) => choose(data.checkedItems[0])}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList aria-label={t('shell:size.label')}>
          {SIZES.map((size) => (
            <MenuItemRadio key={size} name="size" value={size}>
              {t(`shell:size.${size}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
});
