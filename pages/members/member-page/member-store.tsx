// The points store on his page (issue 24 item 2): what his company's store offers, fewest points
// first, each with its points, what is left, its postage, and a Redeem button that asks him first.
// One key per confirmation, so a retry after a lost answer redeems once. Shown only while the store
// is switched on; an entry he cannot redeem (no longer available, sold out, too few points) keeps
// its button disabled, with the reason beside it.
import { Badge, Body1, Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, formatPrice, requestKey } from '../../../engine/client';
import { EngineDialog, type DialogRequest } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import type { MemberStore as Store, StoreOffer } from '../../../protocol/points-store';
import { useEntryCardStyles } from './entry-card-styles';
import type { SignedInSectionProps } from './member-list-section';
import { readStore, redeemInStore } from './member-page-api';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  flush: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

export interface MemberStoreProps extends SignedInSectionProps {
  /** A redemption moved his points (and perhaps his balance and coupons): the rest of his page reads them again. */
  onRedeemed(): void;
}

export function MemberStore({ token, onSignedOut, onRedeemed }: MemberStoreProps) {
  const styles = useStyles();
  const cards = useEntryCardStyles();
  const { t, i18n } = useTranslation(['stores', 'engine']);
  const english = currentLanguage(i18n) === 'en';
  const [store, setStore] = useState<Store | undefined>();
  const [asked, setAsked] = useState(0);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [redeemed, setRedeemed] = useState<string | undefined>();
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    readStore(token).then(
      (read) => current && setStore(read),
      () => current && onSignedOut(),
    );
    return () => {
      current = false;
    };
  }, [token, asked, onSignedOut]);

  if (store && !store.open) return null;
  const headingId = 'member-store';
  const nameOf = (offer: StoreOffer) => (english && offer.name_en ? offer.name_en : offer.name);
  /** Why he cannot redeem it now, or undefined when he can. */
  const blocked = (offer: StoreOffer, points: number) => {
    if (offer.invalid) return t('stores:page.noLongerAvailable');
    if (offer.remaining === 0) return t('stores:page.soldOut');
    if (points < offer.requiredPoints) return t('stores:messages.notEnoughPoints');
    return undefined;
  };
  const confirm = (offer: StoreOffer) => {
    const name = nameOf(offer);
    const body = { kind: offer.kind, entryId: offer.id, key: requestKey() };
    setRedeemed(undefined);
    setRequest({
      kind: 'confirm',
      title: t('stores:page.redeem', { name }),
      body: t('stores:page.confirm', { name, points: offer.requiredPoints.toLocaleString('en') }),
      confirmText: t('stores:page.redeemButton'),
      onConfirm: async () => {
        await redeemInStore(token, body);
        setRedeemed(t('stores:page.redeemed', { name }));
      },
    });
  };

  const entry = (offer: StoreOffer, points: number) => {
    const why = blocked(offer, points);
    return (
      <li key={`${offer.kind}-${offer.id}`} className={cards.card}>
        <div className={cards.top}>
          <Text weight="semibold">{nameOf(offer)}</Text>
          <Badge appearance="tint" color="brand">
            {t('stores:page.points', { points: offer.requiredPoints.toLocaleString('en') })}
          </Badge>
        </div>
        {offer.description && <Body1 className={styles.quiet}>{offer.description}</Body1>}
        {offer.remaining !== null && offer.remaining > 0 && (
          <Text className={styles.quiet}>{t('stores:page.remaining', { count: offer.remaining })}</Text>
        )}
        {offer.postage > 0 && (
          <Text className={styles.quiet}>
            {t('stores:page.postage', { amount: formatPrice(offer.postage / 100) })}
          </Text>
        )}
        <div className={cards.top}>
          <Text className={styles.quiet}>{why ?? ''}</Text>
          <Button
            appearance="primary"
            disabled={why !== undefined}
            aria-label={t('stores:page.redeem', { name: nameOf(offer) })}
            onClick={() => confirm(offer)}
          >
            {t('stores:page.redeemButton')}
          </Button>
        </div>
      </li>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.flush}>
        {t('stores:page.title')}
      </Subtitle2>
      {!store && <LoadingSpinner />}
      {store && (
        <>
          <Text>{t('stores:page.yourPoints', { points: store.points.toLocaleString('en') })}</Text>
          <Text role="status">{redeemed ?? ''}</Text>
          {store.offers.length === 0 ? (
            <Text className={styles.quiet}>{t('stores:page.empty')}</Text>
          ) : (
            <ul className={cards.list} aria-labelledby={headingId}>
              {store.offers.map((offer) => entry(offer, store.points))}
            </ul>
          )}
        </>
      )}
      <EngineDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={() => {
          setRequest(null);
          reload();
          onRedeemed();
        }}
      />
    </section>
  );
}
