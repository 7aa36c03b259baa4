// The user menu (core spec §2.4): who is signed in (the company logo or initials, name and role) on
// its button; its list (user-menu-popup.tsx) comes with the header's popups, on first use.
import { Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../client/i18n';
import { namespacesOf } from '../client/label-namespaces';
import { secretChangesFor, type SecretChange } from '../client/secret-changes';
import { roleLabel, userDisplayName } from '../client/session';
import { useSession } from '../client/session-context';
import { MenuOnFirstUse } from './menu-on-first-use';
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
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<SecretChange | null>(null);
  if (!userInfo) return null;
  const name = userDisplayName(userInfo, currentLanguage(i18n));
  const role = roleLabel(userInfo, (key) => i18n.exists(key));

  return (
    <>
      <MenuOnFirstUse
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button appearance="subtle" className={styles.trigger} aria-label={t('shell:user.menu', { name })}>
            <UserAvatar userInfo={userInfo} name={name} />
            <span className={styles.who}>
              <Text weight="semibold" data-testid="user-name">
                {name}
              </Text>
              {role && <Caption1 className={styles.role}>{t(role)}</Caption1>}
            </span>
          </Button>
        }
        menu={(popups, props) => (
          <popups.UserMenuPopup
            {...props}
            secrets={changes.map((change) => ({ change, label: t(change.title) }))}
            onChange={setDialog}
          />
        )}
      />
      {dialog && (
        <Suspense fallback={null}>
          <PasswordDialog change={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
});
