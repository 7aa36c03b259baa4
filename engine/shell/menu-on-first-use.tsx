// A header or tab menu whose Fluent Menu comes with the header's popups (use-header-popups.ts): its
// trigger is drawn as it will be and does what Fluent's MenuTrigger does, and a menu asked for
// before the popups arrive opens once they have, its first item focused as Fluent does.
import { mergeCallbacks } from '@fluentui/react-components';
import {
  cloneElement,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type RefAttributes,
} from 'react';
import { loadHeaderPopups, type HeaderPopups } from './use-header-popups';
import { useStandIn } from './use-stand-in';

type TriggerProps = HTMLAttributes<HTMLElement> & RefAttributes<HTMLElement>;

/** The element that opens a menu: a button or link, which the menu's own handlers are added to. */
export type MenuTriggerElement = ReactElement<TriggerProps>;

/** What a popup's Fluent Menu is drawn from: its trigger and its open state, the shell's. */
export interface HeaderMenuProps {
  trigger: MenuTriggerElement;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export interface MenuOnFirstUseProps extends HeaderMenuProps {
  /** Opened by a right-click (and whatever keys the trigger handles itself) rather than a click. */
  openOnContext?: boolean;
  /** The Fluent menu around the trigger, from the popups once they have arrived. */
  menu(popups: HeaderPopups, props: HeaderMenuProps): ReactElement;
}

export function MenuOnFirstUse({ trigger, open, onOpenChange, openOnContext, menu }: MenuOnFirstUseProps) {
  const { popups, ref, standInProps } = useStandIn<HTMLElement>();
  if (popups) return menu(popups, { trigger: cloneElement(trigger, { ref }), open, onOpenChange });

  const ask = (opened: boolean) => {
    loadHeaderPopups();
    onOpenChange(opened);
  };
  const own = trigger.props;
  const triggerProps: TriggerProps = openOnContext
    ? {
        onContextMenu: mergeCallbacks(own.onContextMenu, (event: MouseEvent<HTMLElement>) => {
          event.preventDefault();
          ask(true);
        }),
      }
    : {
        'aria-haspopup': 'menu',
        onClick: mergeCallbacks(own.onClick, () => ask(!open)),
        onKeyDown: mergeCallbacks(own.onKeyDown, (event: KeyboardEvent<HTMLElement>) => {
          if (event.key === 'ArrowDown') ask(true);
        }),
      };
  return cloneElement(trigger, {
    ...standInProps,
    ...triggerProps,
    onPointerEnter: mergeCallbacks(own.onPointerEnter, standInProps.onPointerEnter),
    onFocus: mergeCallbacks(own.onFocus, standInProps.onFocus),
    onBlur: mergeCallbacks(own.onBlur, standInProps.onBlur),
  });
}
