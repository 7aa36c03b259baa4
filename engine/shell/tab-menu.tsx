// A tab's menu, opened where the pointer right-clicks or, from the keyboard, with the context-menu
// key or Shift+F10 on the tab; its list (tab-menu-popup.tsx) comes with the header's popups.
import type { KeyboardEvent } from 'react';
import { MenuOnFirstUse, type MenuTriggerElement } from './menu-on-first-use';

export type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** The keys that open a context menu from the keyboard. */
export function isContextMenuKey(event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

/** What the menu offers for its tab. */
export interface TabMenuOptions {
  title: string;
  /** Pinned tabs cannot be closed: their "close" is disabled. */
  closable: boolean;
  onCommand(command: TabCommand): void;
}

export interface TabMenuProps extends TabMenuOptions {
  /** Controlled, so the tab opens it from the keyboard too. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The tab's link: the menu opens on its right-click and gives focus back to it. */
  children: MenuTriggerElement;
}

export function TabMenu({ open, onOpenChange, children, ...options }: TabMenuProps) {
  return (
    <MenuOnFirstUse
      openOnContext
      open={open}
      onOpenChange={onOpenChange}
      trigger={children}
      menu={(popups, props) => <popups.TabMenuPopup {...props} {...options} />}
    />
  );
}
