// The card of the public account pages (core spec §2.1: /zcsj, /wjmm, /czmm, /yqjl, /zcszmm) in the
// public frame, with the product's mark and the language menu above: the page's heading, the form,
// and the way back to the sign-in page beneath.
import { Body1, Card, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_PATH } from '../../../engine/client';
import { PublicFrame, useDocumentTitle } from '../../../engine/shell';
import { RouterLink } from './router-link';

const useStyles = makeStyles({
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
    <PublicFrame bar="brandAndLanguage" fromTop>
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
    </PublicFrame>
  );
}
