// His coupons on his page (business §4 "Coupon list filter: all, available, used, expired"): the
// staff's coupons list inside his detail (schemas/members/member.json `detailLists`), newest first,
// by the same filter's tabs, each coupon a short entry a phone shows whole rather than a table's
// row: its membership coupon and where it stands, the coupon it is and its type, and until when.
import { Badge, Tab, TabList, Text, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../engine/client';
import { DEFAULT_PAGE_SIZE, type DetailListRow } from '../../../engine/protocol';
import { PageSteps } from '../../../engine/screens';
import { MemberListSection, useMemberListPage, type SignedInSectionProps } from './member-list-section';
import { HELD_COUPON_FILTERS, type HeldCouponFilter } from '../../../protocol/held-coupons';
import { useEntryCardStyles } from './entry-card-styles';
import { readCoupons } from './member-page-api';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `0 ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground2 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

const STANDING_COLOURS: Record<string, BadgeProps['color']> = {
  available: 'success',
  used: 'informative',
  expired: 'subtle',
};

export function MemberCoupons({ token, onSignedOut }: SignedInSectionProps) {
  const styles = useStyles();
  const cards = useEntryCardStyles();
  const { t } = useTranslation(['members', 'payments']);
  const [filter, setFilter] = useState<HeldCouponFilter>('all');
  const [pageNumber, setPageNumber] = useState(1);
  const load = useCallback(() => readCoupons(token, filter, pageNumber), [token, filter, pageNumber]);
  const page = useMemberListPage(JSON.stringify([token, filter, pageNumber]), load, onSignedOut);
  const headingId = 'member-coupons';
  const title = t('members:heldCoupons.title');
  const text = (value: DetailListRow[string] | undefined, label = (shown: string) => shown) =>
    typeof value === 'string' && value !== '' ? label(value) : t('engine:value.empty');

  const entry = (row: DetailListRow, index: number) => (
    <li key={index} className={cards.card}>
      <div className={cards.top}>
        <Text weight="semibold">{text(row.name)}</Text>
        <Badge appearance="tint" color={STANDING_COLOURS[String(row.standing)] ?? 'subtle'}>
          {text(row.standing, (standing) => t(`members:couponStandings.${standing}`))}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('members:heldCoupons.coupon')}</dt>
        <dd className={styles.value}>{text(row.coupon)}</dd>
        <dt className={styles.term}>{t('members:heldCoupons.type')}</dt>
        <dd className={styles.value}>{text(row.couponType, (type) => t(`payments:couponTypes.${type}`))}</dd>
        <dt className={styles.term}>{t('members:heldCoupons.expiresAt')}</dt>
        <dd className={styles.value}>{text(row.expiresAt, (moment) => formatDate(moment))}</dd>
      </dl>
    </li>
  );

  return (
    <MemberListSection
      headingId={headingId}
      title={title}
      above={
        <TabList
          selectedValue={filter}
          aria-label={title}
          onTabSelect={(_event, data) => {
            setFilter(HELD_COUPON_FILTERS.find((value) => value === data.value) ?? 'all');
            setPageNumber(1);
          }}
        >
          {HELD_COUPON_FILTERS.map((value) => (
            <Tab key={value} value={value}>
              {t(`members:couponStandings.${value}`)}
            </Tab>
          ))}
        </TabList>
      }
      page={page}
      list={({ rows, count }) => (
        <>
          <ul className={cards.list} aria-labelledby={headingId}>
            {rows.map(entry)}
          </ul>
          <PageSteps
            pageNumber={pageNumber}
            pages={Math.ceil(count / DEFAULT_PAGE_SIZE)}
            onPage={setPageNumber}
          />
        </>
      )}
    />
  );
}
