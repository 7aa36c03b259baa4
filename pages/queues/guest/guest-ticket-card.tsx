// The guest's number once taken (business §2 self-service queuing): the number large, what has
// become of it, how many parties are ahead and the wait that means. While it waits it can be
// cancelled, after the guest says so twice (a place lost is not given back); once finished the
// guest may take a new one. The status line is read out as it changes.
import { Body1, Button, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, RequestError } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar } from '../../../engine/shell';
import type { GuestTicket } from '../../../protocol/queue-answers';
import { OPEN_STATUSES } from '../../../protocol/queue-tickets';
import { cancelGuestTicket } from './guest-queue-api';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM },
  number: {
    margin: 0,
    fontSize: '64px',
    lineHeight: '72px',
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '0.04em',
  },
  flush: { margin: 0, textAlign: 'center' },
  called: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  muted: { margin: 0, color: tokens.colorNeutralForeground3, textAlign: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
});

export interface GuestTicketCardProps {
  ticket: GuestTicket;
  guestToken: string;
  /** Reads the ticket again (the guest's refresh). */
  onRefresh(): void;
  /** The ticket changed here (cancelled): it is read again. */
  onChanged(): void;
  /** Forgets this number to take another. */
  onRelease(): void;
}

export function GuestTicketCard({
  ticket,
  guestToken,
  onRefresh,
  onChanged,
  onRelease,
}: GuestTicketCardProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('queues');
  const [failure, setFailure] = useState<RequestError | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const open = OPEN_STATUSES.includes(ticket.status);

  const cancel = async () => {
    setCancelling(true);
    setFailure(null);
    try {
      await cancelGuestTicket(guestToken);
      onChanged();
      setConfirming(false);
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      setFailure(error);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="guest-ticket-number">
      <Body1 as="p" className={styles.muted}>
        {t('guest.yourNumber', { queue: ticket.queueName, count: ticket.people })}
      </Body1>
      <p id="guest-ticket-number" className={styles.number}>
        {ticket.number}
      </p>
      <div role="status" aria-live="polite">
        <Subtitle1
          as="p"
          block
          className={mergeClasses(styles.flush, ticket.status === 'called' && styles.called)}
        >
          {t(`guest.status.${ticket.status}`)}
        </Subtitle1>
        {ticket.status === 'waiting' && (
          <Body1 as="p" block className={styles.flush}>
            {t('guest.ahead', { count: ticket.position })} ·{' '}
            {t('guest.minutes', { count: ticket.estimatedWaitMinutes })}
          </Body1>
        )}
      </div>
      <AlertBar message={failureText(failure, currentLanguage(i18n))} />
      {confirming ? (
        <div className={styles.actions} role="group" aria-labelledby="guest-cancel-question">
          <Body1 as="p" id="guest-cancel-question" className={styles.flush}>
            {t('guest.cancelQuestion', { number: ticket.number })}
          </Body1>
          <Button appearance="primary" disabledFocusable={cancelling} onClick={() => void cancel()}>
            {t('guest.cancelYes')}
          </Button>
          <Button onClick={() => setConfirming(false)}>{t('guest.cancelNo')}</Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={onRefresh}>{t('guest.refresh')}</Button>
          {open ? (
            <Button onClick={() => setConfirming(true)}>{t('guest.cancel')}</Button>
          ) : (
            <Button appearance="primary" onClick={onRelease}>
              {t('guest.takeAnother')}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
