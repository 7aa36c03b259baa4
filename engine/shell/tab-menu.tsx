// A tab's menu (core spec §2.4: width 105 px; refresh, close, close others, close all), opened where
// the pointer right-clicks or, from the keyboard, with the context-menu key or Shift+F10 on the tab.
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles } from '@fluentui/react-components';
import type { KeyboardEvent, ReactElement } from 'react';
import { usePopupLayer } from './popup-layer';
import { useTranslation } from 'react-i18next';

export type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

const useStyles = makeStyles({
  popover: { width: '105px', minWidth: '105px', boxSizing: 'border-box' },
});

/** The keys that open a context menu from the keyboard. */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

export interface TabMenuProps {
  title: string;
  /** Pinned tabs cannot be closed: their "close" is disabled. */
  closable: boolean;
  /** Controlled, so the tab opens it from the keyboard too. */
  open: boolean;
  onOpenChange(open: boolean): void;
  onCommand(command: TabCommand): void;
  /** The tab's link: the menu opens on its right-click and gives focus back to it. */
  children: ReactElement;
}

export function TabMenu({ title, closable, open, onOpenChange, onCommand, children }: TabMenuProps) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <Menu
      mountNode={usePopupLayer()}
      openOnContext
      open={open}
      onOpenChange={(_event, data) => onOpenChange(data.open)}
    >
      <MenuTrigger disableButtonEnhancement>{children}</MenuTrigger>
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
