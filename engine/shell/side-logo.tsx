// The sidebar logo (core spec §2.4 "sidebar logo" setting): the product's mark and name at the top of
// the sidebar, linking to the root.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground1,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

export function SideLogo() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={styles.root} data-testid="side-logo">
      <BrandMark />
      <span>{t('common:productName')}</span>
    </Link>
  );
}
