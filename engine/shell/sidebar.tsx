// The sidebar (core spec §2.4, simplified until the layout issue): home first, then each top-level
// menu holding routes the user may open, with those routes. A menu with one route shows as that
// route; only one menu is open at a time; the current route is marked. Plain links and disclosure
// buttons, so the browser's own Tab order and a screen reader's link list both work as expected.
import { OverlayDrawer, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router';
import { useClientStores } from '../client/client-stores';
import { namespacesOf } from '../client/label-namespaces';
import type { MenuItem } from '../client/menu';
import { isModifiedClick } from './link-button';
import { MenuIcon } from './menu-icons';
import { currentEntry } from './sidebar-state';

export const SIDEBAR_WIDTH = '300px';

const useStyles = makeStyles({
  nav: {
    width: SIDEBAR_WIDTH,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  entry: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    minHeight: '40px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground2,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    textAlign: 'start',
    textDecorationLine: 'none',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { display: 'flex', fontSize: '20px', flexShrink: 0 },
  label: { flexGrow: 1 },
  sub: { paddingLeft: '44px' },
  selected: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '10px',
      bottom: '10px',
      width: '3px',
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
  openSection: { color: tokens.colorNeutralForeground1 },
  drawer: { width: SIDEBAR_WIDTH },
});

function SidebarLink({
  to,
  selected,
  icon,
  sub = false,
  onGo,
  children,
}: {
  to: string;
  selected: boolean;
  icon?: ReactNode;
  sub?: boolean;
  onGo(event: MouseEvent, path: string): void;
  children: ReactNode;
}) {
  const styles = useStyles();
  const href = useHref(to);
  return (
    <a
      href={href}
      className={mergeClasses(styles.entry, sub && styles.sub, selected && styles.selected)}
      aria-current={selected ? 'page' : undefined}
      onClick={(event) => onGo(event, to)}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
    </a>
  );
}

export interface SidebarProps {
  /** Overlay on a phone (closed until asked), inline beside the screen otherwise. */
  overlay: boolean;
  open: boolean;
  onClose(): void;
}

export const Sidebar = observer(function Sidebar({ overlay, open, onClose }: SidebarProps) {
  const styles = useStyles();
  const { navigation } = useClientStores();
  const sections = navigation.menu;
  const titles = sections.flatMap((section) => [section.title, ...section.items.map((item) => item.title)]);
  const { t } = useTranslation(['menu', 'engine', ...namespacesOf(titles)], { useSuspense: false });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = currentEntry(sections, pathname);
  const [openSection, setOpenSection] = useState<string | undefined>(undefined);

  useEffect(() => {
    navigation.load().catch(() => undefined);
  }, [navigation]);
  // The current route's menu opens with it (and closes any other).
  useEffect(() => {
    if (current.section) setOpenSection(current.section);
  }, [current.section]);

  const go = (event: MouseEvent, path: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void navigate(path);
    if (overlay) onClose();
  };
  const link = (item: MenuItem, sub: boolean) => (
    <li key={item.name}>
      <SidebarLink
        to={item.path}
        selected={current.item === item.name}
        icon={sub ? undefined : <MenuIcon name={item.icon} />}
        sub={sub}
        onGo={go}
      >
        {t(item.title)}
      </SidebarLink>
    </li>
  );

  const nav = (
    <nav className={styles.nav} aria-label={t('engine:shell.menu')}>
      <ul className={styles.list}>
        <li>
          <SidebarLink to="/" selected={pathname === '/'} icon={<MenuIcon name="house" />} onGo={go}>
            {t('menu:home')}
          </SidebarLink>
        </li>
        {sections.map((section) => {
          const only = section.items.length === 1 ? section.items[0] : undefined;
          if (only) return link({ ...only, icon: only.icon ?? section.icon }, false);
          const expanded = openSection === section.name;
          const listId = `menu-${section.name}`;
          return (
            <li key={section.name}>
              <button
                type="button"
                className={mergeClasses(styles.entry, expanded && styles.openSection)}
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={() => setOpenSection(expanded ? undefined : section.name)}
              >
                <span className={styles.icon}>
                  <MenuIcon name={section.icon} />
                </span>
                <span className={styles.label}>{t(section.title)}</span>
                <span className={styles.icon} aria-hidden>
                  {expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
                </span>
              </button>
              {expanded && (
                <ul id={listId} className={styles.list}>
                  {section.items.map((item) => link(item, true))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );

  if (!overlay) return nav;
  return (
    <OverlayDrawer
      className={styles.drawer}
      open={open}
      onOpenChange={(_event, data) => !data.open && onClose()}
      aria-label={t('engine:shell.menu')}
    >
      {nav}
    </OverlayDrawer>
  );
});
