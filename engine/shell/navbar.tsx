// The header of every signed-in screen (core spec §2.4): the product, the navigation search, the error
// log, fullscreen, size and language menus, the settings panel and the user menu.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';
import { Breadcrumb } from './breadcrumb';
import { ErrorLogButton } from './error-log-button';
import { FullscreenToggle } from './fullscreen-toggle';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { PopupLayer } from './popup-layer';
import { SettingsPanel } from './settings-panel';
import { SizeMenu } from './size-menu';
import { UserMenu } from './user-menu';
import { MOBILE, visuallyHidden } from './visually-hidden';

/** A fixed header keeps the sidebar and the tabs below it, by this much. */
export const HEADER_HEIGHT = '56px';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
    height: HEADER_HEIGHT,
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
    gap: tokens.spacingHorizontalS,
    [MOBILE]: { gap: tokens.spacingHorizontalXS },
  },
  // A phone's header keeps the essentials; full screen and size matter on a desk.
  wide: { [MOBILE]: { display: 'none' } },
});

export interface NavbarProps {
  /** On a phone: opens the sidebar, which is hidden there until asked for. */
  onOpenSidebar?: () => void;
}

export function Navbar({ onOpenSidebar }: NavbarProps) {
  const styles = useStyles();
  const { t } = useTranslation('common');

  return (
    <header className={styles.root}>
      <div className={styles.start}>
        {onOpenSidebar && (
          <Button
            appearance="subtle"
            icon={<NavigationRegular />}
            aria-label={t('engine:shell.openNavigation')}
            onClick={onOpenSidebar}
          />
        )}
        <Link to="/" className={styles.brand}>
          <BrandMark />
          <span className={styles.productName}>{t('productName')}</span>
        </Link>
        <Breadcrumb />
      </div>
      <div className={styles.actions}>
        <PopupLayer>
          <HeaderSearch className={styles.wide} />
          <ErrorLogButton />
          <FullscreenToggle className={styles.wide} />
          <SizeMenu className={styles.wide} />
          <LanguageSwitch />
          <SettingsPanel />
          <UserMenu />
        </PopupLayer>
      </div>
    </header>
  );
}
