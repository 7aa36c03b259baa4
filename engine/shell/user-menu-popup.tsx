// The user menu's list (core spec §2.4): the change of the password and of any other secret the
// application registered for this user (secret-changes.ts), and signing out.
import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { KeyRegular, LockClosedRegular, SignOutRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_PASSWORD, type SecretChange } from '../client/secret-changes';
import type { HeaderMenuProps } from './menu-on-first-use';
import { usePopupLayer } from './popup-layer';
import { useSignOut } from './use-sign-out';

/** A secret the user may change, with its entry's text. */
export interface SecretEntry {
  change: SecretChange;
  label: string;
}

export interface UserMenuPopupProps extends HeaderMenuProps {
  secrets: readonly SecretEntry[];
  onChange(change: SecretChange): void;
}

export function UserMenuPopup({ trigger, open, onOpenChange, secrets, onChange }: UserMenuPopupProps) {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  return (
    <Menu mountNode={usePopupLayer()} open={open} onOpenChange={(_event, data) => onOpenChange(data.open)}>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {secrets.map(({ change, label }) => (
            <MenuItem
              key={change.name}
              icon={change === SIGN_IN_PASSWORD ? <KeyRegular /> : <LockClosedRegular />}
              onClick={() => onChange(change)}
            >
              {label}
            </MenuItem>
          ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
            {t('common:signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
