// The user menu (core spec §2.4): who is signed in (the company logo or initials, name and role),
// and the way to change the password, any other secret the application registered for this user
// (secret-changes.ts), and to sign out.
import {
  Button,
  Caption1,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { KeyRegular, LockClosedRegular, SignOutRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../client/i18n';
import { namespacesOf } from '../client/label-namespaces';
import { SIGN_IN_PASSWORD, secretChangesFor, type SecretChange } from '../client/secret-changes';
import { roleLabel, userDisplayName } from '../client/session';
import { useSession } from '../client/session-context';
import { usePopupLayer } from './popup-layer';
import { useSignOut } from './use-sign-out';
import { UserAvatar } from './user-avatar';
import { MOBILE, visuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  trigger: { gap: tokens.spacingHorizontalS, paddingLeft: tokens.spacingHorizontalXS, minWidth: 'auto' },
  // On a phone the avatar stands for the user; the name stays for screen readers.
  who: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
    [MOBILE]: visuallyHidden,
  },
  role: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
});

// Fetched when first asked for, not with the shell (docs/architecture.md, issue 10).
const PasswordDialog = lazy(async () => ({ default: (await import('./password-dialog')).PasswordDialog }));

export const UserMenu = observer(function UserMenu() {
  const styles = useStyles();
  const session = useSession();
  const userInfo = session.userInfo;
  const changes = userInfo ? secretChangesFor(userInfo) : [];
  const { t, i18n } = useTranslation([
    'shell',
    'common',
    ...namespacesOf(changes.map((change) => change.title)),
  ]);
  const signOut = useSignOut();
  const [dialog, setDialog] = useState<SecretChange | null>(null);
  const layer = usePopupLayer();
  if (!userInfo) return null;
  const name = userDisplayName(userInfo, currentLanguage(i18n));
  const role = roleLabel(userInfo, (key) => i18n.exists(key));

  return (
    <>
      <Menu mountNode={layer}>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" className={styles.trigger} aria-label={t('shell:user.menu', { name })}>
            <UserAvatar userInfo={userInfo} name={name} />
            <span className={styles.who}>
              <Text weight="semibold" data-testid="user-name">
                {name}
              </Text>
              {role && <Caption1 className={styles.role}>{t(role)}</Caption1>}
            </span>
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {changes.map((change) => (
              <MenuItem
                key={change.name}
                icon={change === SIGN_IN_PASSWORD ? <KeyRegular /> : <LockClosedRegular />}
                onClick={() => setDialog(change)}
              >
                {t(change.title)}
              </MenuItem>
            ))}
            <MenuDivider />
            <MenuItem icon={<SignOutRegular />} onClick={() => void signOut()}>
              {t('common:signOut')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {dialog && (
        <Suspense fallback={null}>
          <PasswordDialog change={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
});
