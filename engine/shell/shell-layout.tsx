// The frame of every signed-in screen: the header above, the sidebar (300 px) beside the screen, the
// visited-page tabs above the screen. On a phone the sidebar is an overlay that the header's menu
// button opens and any navigation closes (core spec §2.4: the sidebar closes itself on every
// navigation it makes). The settings decide whether the header (with the tabs) stays at the top,
// whether the tabs show and whether the sidebar starts with the logo.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { userInfoRequest } from '../client/auth-api';
import { useClientStores } from '../client/client-stores';
import { useSession } from '../client/session-context';
import { HEADER_HEIGHT, Navbar } from './navbar';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { MAIN_ID, SCREEN_LAYER_ID } from './screen-mount-node';
import { SideLogo } from './side-logo';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { useIsMobile } from './use-mobile';
import { useMobileSidebar } from './use-mobile-sidebar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  // Above the screen's own sticky parts (a form's footer), below Fluent's portal layer.
  fixedHeader: { position: 'sticky', top: 0, zIndex: 100 },
  body: { display: 'flex', flexGrow: 1 },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  fixedTabs: { position: 'sticky', top: HEADER_HEIGHT, zIndex: 99 },
  // The page scrolls as a whole (so scroll restoration works); the sidebar's column runs the
  // page's full height and its sidebar stays in view beside the screen.
  side: {
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  sidebarColumn: { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' },
  sidebarBelowHeader: { top: HEADER_HEIGHT, maxHeight: `calc(100vh - ${HEADER_HEIGHT})` },
  // Fluent's portal layer: above everything on the screen, yet inside its landmark.
  layer: { position: 'relative', zIndex: 1000000 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 599px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});

export const ShellLayout = observer(function ShellLayout() {
  const styles = useStyles();
  const session = useSession();
  const { settings, errorLog } = useClientStores();
  const { pathname } = useLocation();
  const mobile = useIsMobile();
  const fixed = settings.fixedHeader;
  const mobileSidebar = useMobileSidebar();
  // The saved user info may be stale (or the session revoked elsewhere): ask the server once per
  // visit. A status 4 answer signs out through the request layer's handler.
  useEffect(() => {
    userInfoRequest().then(session.updateUserInfo, () => undefined);
  }, [session]);
  return (
    <div className={styles.root}>
      <div className={mergeClasses(fixed && styles.fixedHeader)}>
        <Navbar onOpenSidebar={mobile ? mobileSidebar.show : undefined} />
      </div>
      <div className={styles.body}>
        {mobile ? (
          <Sidebar overlay open={mobileSidebar.open} onClose={mobileSidebar.close} />
        ) : (
          <div className={styles.side}>
            <div className={mergeClasses(styles.sidebarColumn, fixed && styles.sidebarBelowHeader)}>
              {settings.sidebarLogo && <SideLogo />}
              <Sidebar overlay={false} open onClose={() => undefined} />
            </div>
          </div>
        )}
        <div className={styles.column}>
          {settings.tagsView && (
            <div className={mergeClasses(fixed && styles.fixedTabs)}>
              <TagsView />
            </div>
          )}
          <main className={styles.main} id={MAIN_ID}>
            <ScreenErrorBoundary resetKey={pathname} errorLog={errorLog}>
              <Outlet />
            </ScreenErrorBoundary>
            <div id={SCREEN_LAYER_ID} className={styles.layer} />
          </main>
        </div>
      </div>
    </div>
  );
});
