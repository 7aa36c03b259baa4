// The credits a company has left on each channel, one figure a channel under its name.
import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CREDIT_CHANNELS, type CreditBalances } from '../../../protocol/message-credits';
import { formatCount } from '../../../engine/client';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  figures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXXL, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

export function CreditBalancesView({ balances }: { balances: CreditBalances }) {
  const styles = useStyles();
  const { t } = useTranslation('members');
  return (
    <section className={styles.section} aria-labelledby="credit-balances">
      <Subtitle2 as="h2" id="credit-balances" className={styles.heading}>
        {t('members:credits.balance')}
      </Subtitle2>
      <dl className={styles.figures}>
        {CREDIT_CHANNELS.map((channel) => (
          <div key={channel} className={styles.figure}>
            <dt className={styles.term}>{t(`members:credits.channels.${channel}`)}</dt>
            <dd className={styles.value}>{formatCount(balances[channel])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
