// The member's page lists things as short cards a phone shows whole rather than a table's rows (his
// coupons, the points store's offers): one look for them all, so the page's lists stay alike.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useEntryCardStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0 },
  card: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  /** A card's line with its name at the start and its badge or button at the end. */
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
});
