// The header of every signed-in screen (core spec §2.4): the product, the language menu, who is
// signed in and the way out.
import { Avatar, Button, Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular, SignOutRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOutRequest } from '../client/auth-api';
import { currentLanguage } from '../client/i18n';
import { LOGIN_PATH } from '../client/login-redirect';
import { userDisplayName, userRole } from '../client/session';
import { useSession } from '../client/session-context';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { MOBILE, visuallyHidden } from './visually-hidden';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  brand: {
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  productName: { '@media (max-width: 479px)': visuallyHidden },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    [MOBILE]: { gap: tokens.spacingHorizontalM },
  },
  user: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // On a phone the avatar stands for the user; the name stays for screen readers.
  who: {
    display: 'flex',
    flexDirection: 'column',
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
    [MOBILE]: visuallyHidden,
  },
  signOut: {
    [MOBILE]: {
      minWidth: 'auto',
      paddingLeft: tokens.spacingHorizontalS,
      paddingRight: tokens.spacingHorizontalS,
    },
  },
  signOutText: { [MOBILE]: visuallyHidden },
  role: { color: tokens.colorNeutralForeground3 },
});

export interface NavbarProps {
  /** On a phone: opens the sidebar, which is hidden there until asked for. */
  onMenu?: () => void;
}

export const Navbar = observer(function Navbar({ onMenu }: NavbarProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('common');
  const session = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const userInfo = session.userInfo;
  const name = userInfo ? userDisplayName(userInfo, currentLanguage(i18n)) : '';
  const role = userInfo ? userRole(userInfo) : undefined;

  const signOut = async () => {
    setSigningOut(true);
    try {
      await signOutRequest();
    } catch {
      // The server session may already be gone (expired, revoked): signing out here still stands.
    }
    session.signOut();
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <header className={styles.root}>
      <div className={styles.start}>
        {onMenu && (
          <Button
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-label={t('engine:shell.openMenu')}
            onClick={onMenu}
          />
        )}
        <Link to="/" className={styles.brand}>
          <BrandMark />
          <span className={styles.productName}>{t('productName')}</span>
        </Link>
      </div>
      <div className={styles.actions}>
        <LanguageSwitch />
        <div className={styles.user}>
          <Avatar name={name} color="colorful" size={32} aria-hidden />
          <div className={styles.who}>
            <Text weight="semibold" data-testid="user-name">
              {name}
            </Text>
            {role && <Caption1 className={styles.role}>{t(`roles.${role}`)}</Caption1>}
          </div>
        </div>
        <Button
          className={styles.signOut}
          icon={<SignOutRegular />}
          disabled={signingOut}
          onClick={() => void signOut()}
        >
          <span className={styles.signOutText}>{t('signOut')}</span>
        </Button>
      </div>
    </header>
  );
});
