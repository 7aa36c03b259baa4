// The frame of every page outside the signed-in shell (core spec §2.1): the sign-in page, the public
// account pages, /404, /401, /auth-redirect and the first-time setup. The sign-in page's background
// over the whole window, a bar above with the language menu (and the product's mark where the page
// shows none of its own), and the page in the one <main>: centred, or from the top for a form that
// may grow long.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  bar: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
  },
  withBrand: { justifyContent: 'space-between' },
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
  },
  fromTop: {
    justifyContent: 'flex-start',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
});

export interface PublicFrameProps {
  /** What the bar above holds: the language menu, with the product's mark before it, or no bar. */
  bar?: 'none' | 'language' | 'brandAndLanguage';
  /** The page starts at the top rather than in the middle of the window. */
  fromTop?: boolean;
  children: ReactNode;
}

export function PublicFrame({ bar = 'none', fromTop = false, children }: PublicFrameProps) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      {bar !== 'none' && (
        <header className={mergeClasses(styles.bar, bar === 'brandAndLanguage' && styles.withBrand)}>
          {bar === 'brandAndLanguage' && <BrandMark />}
          <LanguageSwitch />
        </header>
      )}
      <main className={mergeClasses(styles.main, fromTop && styles.fromTop)}>{children}</main>
    </div>
  );
}
