// The frame of the public account pages (core spec §2.1: /zcsj, /wjmm, /czmm, /yqjl, /zcszmm): the
// sign-in page's background and language menu, one card with the page's heading, and the way back
// to the sign-in page beneath.
import { Body1, Card, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../engine/client/login-redirect';
import { BrandMark } from '../../engine/shell/brand-mark';
import { LanguageSwitch } from '../../engine/shell/language-switch';
import { useDocumentTitle } from '../../engine/shell/use-document-title';
import { RouterLink } from './router-link';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: tokens.colorNeutralBackground3,
  },
  topBar: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
  },
  card: {
    width: '100%',
    boxSizing: 'border-box',
    padding: '32px',
    gap: tokens.spacingVerticalL,
    '@media (max-width: 599px)': { padding: '20px' },
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  flush: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  narrow: { maxWidth: '460px' },
  wide: { maxWidth: '760px' },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

export interface AccountFrameProps {
  title: string;
  subtitle?: string;
  /** The card's width: a long form is wider than a one-field one. */
  width?: 'narrow' | 'wide';
  /** Links beside the way back to sign-in (another account page). */
  links?: ReactNode;
  children: ReactNode;
}

export function AccountFrame({ title, subtitle, width = 'narrow', links, children }: AccountFrameProps) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <BrandMark />
        <LanguageSwitch />
      </header>
      <main className={styles.main}>
        <Card className={mergeClasses(styles.card, styles[width])}>
          <div className={styles.heading}>
            <Title2 as="h1" className={styles.flush}>
              {title}
            </Title2>
            {subtitle && (
              <Body1 as="p" className={mergeClasses(styles.flush, styles.subtitle)}>
                {subtitle}
              </Body1>
            )}
          </div>
          {children}
          <div className={styles.footer}>
            <RouterLink to={LOGIN_PATH}>{t('links.backToSignIn')}</RouterLink>
            {links}
          </div>
        </Card>
      </main>
    </div>
  );
}
