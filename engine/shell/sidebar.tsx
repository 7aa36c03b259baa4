// The sidebar (core spec §2.4): the navigation the user may open, home first, nested sections of
// which one is open at a time, the current page marked and its sections opened. Beside the screen it
// is 300 px wide and collapses to its icons (remembered in a cookie); on a phone it is an overlay.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useClientStores } from '../client/client-stores';
import { SIDEBAR_WIDTH_PX } from '../protocol/constants';
import { namespacesOf } from '../client/label-namespaces';
import { isModifiedClick } from './modified-click';
import { useSidebarCollapsed } from './sidebar-collapse';
import { ExternalLink, PageLink, SectionButton } from './sidebar-entry';
import { currentTrail, isOpen, sidebarEntries, toggleSection, type SidebarEntry } from './sidebar-state';

const SIDEBAR_WIDTH = `${SIDEBAR_WIDTH_PX}px`;
const RAIL_WIDTH = '64px';

const SidebarDrawer = lazy(async () => ({ default: (await import('./sidebar-drawer')).SidebarDrawer }));

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    width: SIDEBAR_WIDTH,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    transitionProperty: 'width',
    transitionDuration: tokens.durationNormal,
  },
  rail: { width: RAIL_WIDTH },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '2px' },
  toggle: { alignSelf: 'flex-start', marginLeft: '12px' },
  drawer: { width: SIDEBAR_WIDTH },
});

export interface SidebarProps {
  /** Overlay on a phone (closed until asked), inline beside the screen otherwise. */
  overlay: boolean;
  open: boolean;
  onClose(): void;
}

/** Every label key the entries show, so their namespaces load first. */
const titlesOf = (entries: readonly SidebarEntry[]): string[] =>
  entries.flatMap((entry) => [entry.title, ...titlesOf(entry.children ?? [])]);

export const Sidebar = observer(function Sidebar({ overlay, open, onClose }: SidebarProps) {
  const styles = useStyles();
  const { navigation } = useClientStores();
  const entries = sidebarEntries(navigation.tree);
  const { t } = useTranslation(['shell', 'navigation', 'engine', ...namespacesOf(titlesOf(entries))], {
    useSuspense: false,
  });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [collapsed, toggleCollapsed] = useSidebarCollapsed();
  const narrow = !overlay && collapsed;
  const current = currentTrail(entries, pathname);
  // The current page's sections are open until the user opens or closes one on this page.
  const [chosen, setChosen] = useState<{ page: string; open: string[] }>();
  const openTrail = chosen?.page === pathname ? chosen.open : current.slice(0, -1);

  // The guard built the navigation; this retries one that failed to load.
  useEffect(() => {
    navigation.load().catch(() => undefined);
  }, [navigation]);

  const go = (event: MouseEvent, path: string) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void navigate(path);
    if (overlay) onClose();
  };
  const toggleSectionOf = (trail: string[]) => {
    // In the rail a section has no room: the sidebar widens to show it.
    if (narrow) toggleCollapsed();
    setChosen({ page: pathname, open: narrow ? trail : toggleSection(openTrail, trail) });
  };

  const renderEntries = (list: readonly SidebarEntry[], above: string[]) =>
    list.map((entry) => {
      const trail = [...above, entry.key];
      const look = { title: t(entry.title), icon: entry.icon, depth: above.length, narrow };
      if (entry.href)
        return (
          <li key={entry.key}>
            <ExternalLink href={entry.href} {...look} />
          </li>
        );
      if (entry.to) {
        const selected = current.at(-1) === entry.key;
        return (
          <li key={entry.key}>
            <PageLink to={entry.to} selected={selected} onGo={go} {...look} />
          </li>
        );
      }
      const expanded = !narrow && isOpen(openTrail, trail);
      const listId = `section${entry.key.replace(/\//g, '-')}`;
      return (
        <li key={entry.key}>
          <SectionButton
            listId={listId}
            expanded={expanded}
            onToggle={() => toggleSectionOf(trail)}
            {...look}
          />
          {expanded && (
            <ul id={listId} className={styles.list}>
              {renderEntries(entry.children ?? [], trail)}
            </ul>
          )}
        </li>
      );
    });

  const nav = (
    <nav
      className={mergeClasses(styles.nav, narrow && styles.rail)}
      aria-label={t('engine:shell.navigation')}
    >
      <ul className={styles.list}>{renderEntries(entries, [])}</ul>
      {!overlay && (
        <Button
          className={styles.toggle}
          appearance="subtle"
          icon={collapsed ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
          aria-label={t(collapsed ? 'shell:expandSidebar' : 'shell:collapseSidebar')}
          onClick={toggleCollapsed}
        />
      )}
    </nav>
  );

  if (!overlay) return nav;
  return (
    <Suspense fallback={null}>
      <SidebarDrawer
        className={styles.drawer}
        open={open}
        onClose={onClose}
        label={t('engine:shell.navigation')}
      >
        {nav}
      </SidebarDrawer>
    </Suspense>
  );
});
