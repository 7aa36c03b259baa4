// The sign-in page at /login, in the public frame with the language menu above: the product on one
// side, the form on the other. On narrow screens only the form column remains. Its host
// (sign-in-host.ts) is the router inside the app, or the entry on a first visit.
import { Body1, Subtitle1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BrandMark, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import { ACCOUNT_PAGES } from '../../../protocol/account-mail';
import { LoginForm } from './login-form';
import { PageLink } from './page-link';
import type { SignInHost } from './sign-in-host';

const useStyles = makeStyles({
  card: {
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    width: '100%',
    maxWidth: '880px',
    minHeight: '480px',
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
    '@media (max-width: 720px)': { gridTemplateColumns: '1fr', minHeight: 'auto' },
  },
  brand: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: '48px',
    color: tokens.colorNeutralForegroundOnBrand,
    backgroundImage: `linear-gradient(150deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
    '@media (max-width: 720px)': { padding: '24px 32px' },
  },
  productName: { margin: 0, fontSize: '40px', lineHeight: '48px', fontWeight: tokens.fontWeightBold },
  tagline: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  formColumn: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: tokens.spacingVerticalXL,
    padding: '48px',
    '@media (max-width: 720px)': { padding: '32px' },
  },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  flush: { margin: 0 },
  subtitle: { color: tokens.colorNeutralForeground3 },
  links: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalL,
  },
});

export function LoginPage({ host }: { host: SignInHost }) {
  const styles = useStyles();
  const { t } = useTranslation(['login', 'common']);
  useDocumentTitle(t('login:title'));
  return (
    <PublicFrame bar="language">
      <div className={styles.card}>
        <section className={styles.brand} aria-labelledby="product-name">
          <BrandMark size="large" inverted />
          <h1 id="product-name" className={styles.productName}>
            {t('common:productName')}
          </h1>
          <Subtitle1 as="p" className={styles.tagline}>
            {t('common:tagline')}
          </Subtitle1>
        </section>
        <section className={styles.formColumn} aria-labelledby="sign-in-heading">
          <div className={styles.heading}>
            <Title2 as="h2" id="sign-in-heading" className={styles.flush}>
              {t('login:heading')}
            </Title2>
            <Body1 as="p" className={mergeClasses(styles.flush, styles.subtitle)}>
              {t('login:subtitle')}
            </Body1>
          </div>
          <LoginForm host={host} />
          <div className={styles.links}>
            <PageLink to={ACCOUNT_PAGES.forgotPassword} open={host.open}>
              {t('login:forgotPassword')}
            </PageLink>
            <PageLink to={ACCOUNT_PAGES.register} open={host.open}>
              {t('login:register')}
            </PageLink>
          </div>
        </section>
      </div>
    </PublicFrame>
  );
}
