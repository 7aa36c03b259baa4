// His card on his page: whose card, his level (and VIP until when), the QR the till scans, his
// points and balance, then the points store (member-store.tsx), the events he may sign up for and
// his enrolments (member-events.tsx), his visits to comment on (member-comments.tsx), his coupons,
// both histories, his marketing consent (member-consent.tsx) and his way out.
import { Badge, Body1, Button, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../engine/client';
import { BALANCE_TYPES, POINTS_TYPES } from '../../../protocol/member-history-types';
import type { MemberCard } from '../../../protocol/member-page';
import { MemberComments } from './member-comments';
import { MemberConsentSection } from './member-consent';
import { MemberCoupons } from './member-coupons';
import { MemberEvents } from './member-events';
import { MemberHistory } from './member-history';
import { MemberQr } from './member-qr';
import { MemberStore } from './member-store';
import { MemberWallet } from './member-wallet';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  flush: { margin: 0 },
  figures: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalL, margin: 0 },
  figure: { display: 'flex', flexDirection: 'column', alignItems: 'center', margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold },
});

export interface MemberCardViewProps {
  token: string;
  card: MemberCard;
  /** How often his holdings changed on this page: his lists are read again at each change. */
  revision: number;
  onChanged(): void;
  onSignOut(): void;
  onSignedOut(): void;
}

export function MemberCardView({
  token,
  card,
  revision,
  onChanged,
  onSignOut,
  onSignedOut,
}: MemberCardViewProps) {
  const styles = useStyles();
  const { t } = useTranslation('members');
  return (
    <>
      <div className={styles.card}>
        <Subtitle1 as="h2" className={styles.flush}>
          {card.nickname ?? t('members:memberPage.member')}
        </Subtitle1>
        <Body1 as="p" className={styles.flush}>
          {card.levelName ?? t('members:memberPage.noLevel')}{' '}
          {card.vip && (
            <Badge appearance="tint" color="brand">
              {card.vipUntil
                ? t('members:memberPage.vipUntil', { day: card.vipUntil })
                : t('members:fields.vip')}
            </Badge>
          )}
        </Body1>
        <MemberQr code={card.code} label={t('members:memberPage.qr')} />
        <Text className={styles.term}>{t('members:memberPage.showAtTill')}</Text>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.term}>{t('members:fields.points')}</dt>
            <dd className={styles.value}>{card.points.toLocaleString('en')}</dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.term}>{t('members:fields.balance')}</dt>
            <dd className={styles.value}>{formatPrice(card.balance / 100)}</dd>
          </div>
        </dl>
      </div>
      <MemberWallet token={token} />
      <MemberStore token={token} onSignedOut={onSignedOut} onRedeemed={onChanged} />
      <MemberEvents token={token} onSignedOut={onSignedOut} onChanged={onChanged} />
      <MemberComments token={token} onSignedOut={onSignedOut} />
      <MemberCoupons key={`coupons-${revision}`} token={token} onSignedOut={onSignedOut} />
      <MemberHistory
        key={`points-${revision}`}
        token={token}
        kind="points"
        types={POINTS_TYPES}
        onSignedOut={onSignedOut}
      />
      <MemberHistory
        key={`balance-${revision}`}
        token={token}
        kind="balance"
        types={BALANCE_TYPES}
        onSignedOut={onSignedOut}
      />
      <MemberConsentSection token={token} onSignedOut={onSignedOut} />
      <Button onClick={onSignOut}>{t('members:memberPage.signOut')}</Button>
    </>
  );
}
