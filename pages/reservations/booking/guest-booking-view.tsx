// A guest's own booking, as the restaurant handles it: read again whenever the shop's bookings
// change (the public live stream), so "pending" turns to "accepted" before his eyes. Once accepted he
// may ask to cancel it, after a confirmation; the shop then accepts or declines the request.
import { Button, Card, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, RequestError, useLiveStream } from '../../../engine/client';
import { EngineDialog, failureText } from '../../../engine/screens';
import type { DialogRequest } from '../../../engine/screens';
import { AlertBar } from '../../../engine/shell';
import type { GuestBooking } from '../../../protocol/booking-answers';
import { askToCancel, guestLiveUrl, readGuestBooking } from './booking-api';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '28rem' },
  status: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

export function GuestBookingView({ guestToken, onAnother }: { guestToken: string; onAnother: () => void }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('reservations');
  const [booking, setBooking] = useState<GuestBooking | null>(null);
  const [failure, setFailure] = useState<RequestError | null>(null);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const [asking, setAsking] = useState<DialogRequest | null>(null);
  const askCancel = () =>
    setAsking({
      kind: 'confirm',
      title: t('bookingPage.askCancelTitle'),
      body: t('bookingPage.askCancelBody'),
      confirmText: t('bookingPage.askCancelSend'),
      onConfirm: async () => setBooking(await askToCancel(guestToken)),
    });
  useEffect(() => {
    let current = true;
    readGuestBooking(guestToken).then(
      (read) => current && (setBooking(read), setFailure(null)),
      (error: unknown) => current && error instanceof RequestError && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [guestToken, round]);
  useLiveStream(guestLiveUrl(guestToken), reload);

  return (
    <Card className={styles.card}>
      <Text as="h1" size={500} weight="semibold">
        {t('bookingPage.yourBooking')}
      </Text>
      <AlertBar message={failureText(failure, currentLanguage(i18n))} />
      {booking && (
        <>
          <Text>{booking.shopName}</Text>
          <Text>{t('bookingPage.when', { time: booking.shopTime, people: booking.people })}</Text>
          <Text className={styles.status} role="status" aria-live="polite">
            {t('bookingPage.statusIs', { status: t(`states.${booking.status}`) })}
          </Text>
          {booking.declineReason && <Text>{t(`declineReasons.${booking.declineReason}`)}</Text>}
          {booking.status === 'waiting' && <Button onClick={askCancel}>{t('bookingPage.askCancel')}</Button>}
        </>
      )}
      <Button onClick={onAnother}>{t('bookingPage.another')}</Button>
      <EngineDialog request={asking} onClose={() => setAsking(null)} onDone={() => setAsking(null)} />
    </Card>
  );
}
