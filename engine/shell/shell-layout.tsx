// The frame of every signed-in screen: the header above, the sidebar (300 px) beside the screen. On
// a phone the sidebar is an overlay that the header's menu button opens and any navigation closes
// (core spec §2.4: the sidebar closes itself on every navigation it makes). Breadcrumb and tags view
// come with the layout issue.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { userInfoRequest } from '../client/auth-api';
import { useSession } from '../client/session-context';
import { Navbar } from './navbar';
import { MAIN_ID, SCREEN_LAYER_ID } from './screen-mount-node';
import { Sidebar } from './sidebar';
import { useIsMobile } from './use-mobile';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  body: { display: 'flex', flexGrow: 1 },
  // The page scrolls as a whole (so scroll restoration works); the sidebar's column runs the
  // page's full height and its menu stays in view beside the screen.
  side: {
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  sideMenu: { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' },
  // Fluent's portal layer: above everything on the screen, yet inside its landmark.
  layer: { position: 'relative', zIndex: 1000000 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    '@media (max-width: 599px)': { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}` },
  },
});

export function ShellLayout() {
  const styles = useStyles();
  const session = useSession();
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  // The saved user info may be stale (or the session revoked elsewhere): ask the server once per
  // visit. A status 4 answer signs out through the request layer's handler.
  useEffect(() => {
    userInfoRequest().then(session.updateUserInfo, () => undefined);
  }, [session]);
  return (
    <div className={styles.root}>
      <Navbar onMenu={mobile ? () => setMenuOpen(true) : undefined} />
      <div className={styles.body}>
        {mobile ? (
          <Sidebar overlay open={menuOpen} onClose={() => setMenuOpen(false)} />
        ) : (
          <div className={styles.side}>
            <div className={styles.sideMenu}>
              <Sidebar overlay={false} open onClose={() => undefined} />
            </div>
          </div>
        )}
        <main className={styles.main} id={MAIN_ID}>
          <Outlet />
          <div id={SCREEN_LAYER_ID} className={styles.layer} />
        </main>
      </div>
    </div>
  );
}
