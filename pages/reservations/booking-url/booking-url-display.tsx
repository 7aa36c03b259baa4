// A shop's booking URL on its reservation settings (business spec §3 "URL", §4): the address guests
// book at, a button that copies it, and for whoever holds the field's write privilege "Recreate
// URL", which asks first (the old link stops working for good) and then shows the new one. The
// settings' version is not touched by it: the token lives beside the record (migrations/0023).
import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSyncRegular, CopyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, hasPrivilege, useSession } from '../../../engine/client';
import { EngineDialog } from '../../../engine/screens';
import type { DialogRequest, DisplayProps } from '../../../engine/screens';
import { useNotify } from '../../../engine/shell';
import { bookingUrl, RECREATE_BOOKING_URL, type BookingUrlValue } from '../../../protocol/booking-url';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  url: { overflowWrap: 'anywhere' },
});

const isBookingUrl = (value: unknown): value is BookingUrlValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BookingUrlValue).shopId === 'number' &&
  typeof (value as BookingUrlValue).token === 'string';

export function BookingUrlDisplay({ field, value, compact }: DisplayProps) {
  const styles = useStyles();
  const { t } = useTranslation('reservations');
  const session = useSession();
  const notify = useNotify();
  // A recreated URL is shown at once; the record read before it still holds the old one.
  const [recreated, setRecreated] = useState<BookingUrlValue | null>(null);
  const shown = recreated ?? value;
  const [asking, setAsking] = useState<DialogRequest | null>(null);
  if (!isBookingUrl(shown)) return null;
  const url = bookingUrl(window.location.origin, shown.token);
  if (compact) return <>{url}</>;
  const privilege = field.ui?.writePrivilege;
  const recreate: DialogRequest = {
    kind: 'confirm',
    title: t('bookingUrl.recreateTitle'),
    body: t('bookingUrl.recreateConfirm'),
    confirmText: t('bookingUrl.recreate'),
    onConfirm: async () => {
      const answer = await api.put<BookingUrlValue>(
        RECREATE_BOOKING_URL,
        { shopId: shown.shopId },
        { notify: false },
      );
      setRecreated(answer.data);
    },
  };
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    notify(t('bookingUrl.copied'));
  };
  return (
    <span className={styles.root}>
      <Link className={styles.url} href={url} target="_blank" rel="noreferrer">
        {url}
      </Link>
      <Button size="small" icon={<CopyRegular />} onClick={() => void copy()}>
        {t('bookingUrl.copy')}
      </Button>
      {privilege && hasPrivilege(session.userInfo, privilege) && (
        <Button size="small" icon={<ArrowSyncRegular />} onClick={() => setAsking(recreate)}>
          {t('bookingUrl.recreate')}
        </Button>
      )}
      <EngineDialog
        request={asking}
        onClose={() => setAsking(null)}
        onDone={() => {
          setAsking(null);
          notify(t('bookingUrl.recreated'));
        }}
      />
    </span>
  );
}
