// A tab's menu (core spec §2.4: width 105 px; refresh, close, close others, close all), opened where
// the pointer right-clicks or, from the keyboard, at the tab.
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HeaderMenuProps } from './menu-on-first-use';
import { usePopupLayer } from './popup-layer';
import type { TabMenuOptions } from './tab-menu';

const useStyles = makeStyles({
  popover: { width: '105px', minWidth: '105px', boxSizing: 'border-box' },
});

export function TabMenuPopup({
  trigger,
  open,
  onOpenChange,
  title,
  closable,
  onCommand,
}: HeaderMenuProps & TabMenuOptions) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <Menu
      mountNode={usePopupLayer()}
      openOnContext
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
    >
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList aria-label={title}>
          <MenuItem onClick={() => onCommand('refresh')}>{t('shell:tags.refresh')}</MenuItem>
          <MenuItem disabled={!closable} onClick={() => onCommand('close')}>
            {t('shell:tags.closeTab')}
          </MenuItem>
          <MenuItem onClick={() => onCommand('closeOthers')}>{t('shell:tags.closeOthers')}</MenuItem>
          <MenuItem onClick={() => onCommand('closeAll')}>{t('shell:tags.closeAll')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
