// The visited-page tabs (core spec §2.4): one link per page visited this session, a close button on
// every tab but the pinned ones, and each tab's menu (right-click, the context-menu key or
// Shift+F10) to refresh, close, close the others or close all.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref, useLocation, useNavigate } from 'react-router';
import { useClientStores } from '../client/client-stores';
import { namespacesOf } from '../client/label-namespaces';
import { tabFor } from '../client/tab-pages';
import { tabKey, type TabEntry } from '../client/tags-view';
import { isModifiedClick } from './modified-click';
import { PopupLayer } from './popup-layer';
import { isContextMenuKey, TabMenu, type TabCommand } from './tab-menu';
import { useRefreshView } from './use-refresh-view';

const useStyles = makeStyles({
  root: {
    position: 'relative',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
  },
  list: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    margin: 0,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    listStyle: 'none',
    overflowX: 'auto',
  },
  tab: {
    display: 'flex',
    flexShrink: 0,
    alignItems: 'center',
    height: '28px',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase200,
  },
  active: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandBackground}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    height: '100%',
    padding: `0 ${tokens.spacingHorizontalS}`,
    color: 'inherit',
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  close: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '20px',
    height: '20px',
    marginRight: tokens.spacingHorizontalXXS,
    padding: 0,
    border: 'none',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** A tab's text: its page's title (with the record screen it is), or "no-name" (core spec §2.4). */
export function useTabTitle(): (tab: TabEntry) => string {
  const { t } = useTranslation('shell');
  return (tab) => {
    if (!tab.title) return t('shell:tags.noName');
    const title = t(tab.title);
    return tab.action
      ? t('shell:tags.withAction', { title, action: t(`shell:tags.actions.${tab.action}`) })
      : title;
  };
}

function Tab({
  tab,
  active,
  onCommand,
}: {
  tab: TabEntry;
  active: boolean;
  onCommand(command: TabCommand): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const href = useHref(tab.fullPath);
  const title = useTabTitle()(tab);
  const [menuOpen, setMenuOpen] = useState(false);
  const go = (event: MouseEvent) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    void navigate(tab.fullPath);
  };
  const openMenuByKey = (event: KeyboardEvent) => {
    if (!isContextMenuKey(event)) return;
    event.preventDefault();
    setMenuOpen(true);
  };
  return (
    <li className={mergeClasses(styles.tab, active && styles.active)}>
      <TabMenu
        title={title}
        closable={!tab.meta.affix}
        open={menuOpen}
        onOpenChange={setMenuOpen}
        onCommand={onCommand}
      >
        <a
          href={href}
          className={styles.link}
          aria-current={active ? 'page' : undefined}
          onClick={go}
          onKeyDown={openMenuByKey}
        >
          {title}
        </a>
      </TabMenu>
      {!tab.meta.affix && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('shell:tags.close', { title })}
          onClick={() => onCommand('close')}
        >
          <DismissRegular aria-hidden />
        </button>
      )}
    </li>
  );
}

export const TagsView = observer(function TagsView() {
  const styles = useStyles();
  const { tagsView, navigation } = useClientStores();
  const titles = tagsView.visitedViews.map((tab) => tab.title);
  const { t } = useTranslation(['shell', 'navigation', ...namespacesOf(titles)], { useSuspense: false });
  const location = useLocation();
  const navigate = useNavigate();
  const refresh = useRefreshView();
  const activeKey = tabKey(location.pathname, location.search);
  const routes = navigation.permittedRoutes;

  // Every page the user opens gets its tab (or brings its tab up to the address just opened).
  useEffect(() => {
    const tab = tabFor(location, routes);
    if (tab) tagsView.addView(tab);
  }, [location, routes, tagsView]);

  // Each closing command answers where to go, when the current page closed with it.
  const closing: Record<Exclude<TabCommand, 'refresh'>, (tab: TabEntry) => string | null> = {
    close: (tab) => tagsView.close(tab.key, activeKey),
    closeOthers: (tab) => tagsView.closeOthers(tab.key, activeKey),
    closeAll: () => tagsView.closeAll(activeKey),
  };
  const run = (tab: TabEntry, command: TabCommand) => {
    if (command === 'refresh') return refresh(tab.fullPath);
    const target = closing[command](tab);
    if (target !== null) void navigate(target);
  };

  return (
    <nav className={styles.root} aria-label={t('shell:tags.label')}>
      <PopupLayer>
        <ul className={styles.list}>
          {tagsView.visitedViews.map((tab) => (
            <Tab
              key={tab.key}
              tab={tab}
              active={tab.key === activeKey}
              onCommand={(command) => run(tab, command)}
            />
          ))}
        </ul>
      </PopupLayer>
    </nav>
  );
});
