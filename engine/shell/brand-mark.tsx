// The product's mark: the same tile beside the name on the sign-in page and in the header.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { FoodRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  small: { width: '32px', height: '32px', fontSize: '20px' },
  large: { width: '56px', height: '56px', fontSize: '34px', borderRadius: tokens.borderRadiusXLarge },
  inverted: { backgroundColor: tokens.colorNeutralBackground1, color: tokens.colorBrandForeground1 },
});

export function BrandMark({
  size = 'small',
  inverted = false,
}: {
  size?: 'small' | 'large';
  inverted?: boolean;
}) {
  const styles = useStyles();
  return (
    <span className={mergeClasses(styles.root, styles[size], inverted && styles.inverted)} aria-hidden>
      <FoodRegular />
    </span>
  );
}
