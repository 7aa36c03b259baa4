// /book/:token (issue 14 item 5): a restaurant's booking page, reached by its booking URL without a
// session. A guest books a free time; his browser then keeps the booking's token and shows it, live,
// until he makes another. A URL recreated since is "not found" for good.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, RequestError } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar, LoadingSpinner, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import type { BookingPageInfo, MadeBooking } from '../../../protocol/booking-answers';
import { guestTokenKey, readBookingPage } from './booking-api';
import { BookingForm } from './booking-form';
import { GuestBookingView } from './guest-booking-view';

export function BookingPage() {
  const { t, i18n } = useTranslation('reservations');
  const token = useParams().token ?? '';
  useDocumentTitle(t('bookingPage.title'));
  const [info, setInfo] = useState<BookingPageInfo | null>(null);
  const [failure, setFailure] = useState<RequestError | null>(null);
  const [guestToken, setGuestToken] = useState(() => localStorage.getItem(guestTokenKey(token)));

  useEffect(() => {
    readBookingPage(token).then(
      setInfo,
      (error: unknown) => error instanceof RequestError && setFailure(error),
    );
  }, [token]);
  const booked = useCallback(
    (made: MadeBooking) => {
      localStorage.setItem(guestTokenKey(token), made.guestToken);
      setGuestToken(made.guestToken);
    },
    [token],
  );
  const another = useCallback(() => {
    localStorage.removeItem(guestTokenKey(token));
    setGuestToken(null);
  }, [token]);

  return (
    <PublicFrame bar="brandAndLanguage" fromTop>
      {failure ? (
        <AlertBar message={failureText(failure, currentLanguage(i18n))} />
      ) : guestToken ? (
        <GuestBookingView guestToken={guestToken} onAnother={another} />
      ) : !info ? (
        <LoadingSpinner />
      ) : info.open ? (
        <BookingForm token={token} info={info} onBooked={booked} />
      ) : (
        <AlertBar intent="warning" message={t('bookingPage.closed')} />
      )}
    </PublicFrame>
  );
}
