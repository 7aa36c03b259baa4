// /queue/:token (business §2 self-service queuing): the page a guest reaches by scanning the shop's
// code, outside the shell and without a session, mobile first, in the guest's language with the
// language menu above. The guest takes a number for his party, then watches it: his position and
// the wait. A page whose address was recreated (or never was) says so and offers nothing.
import { Body1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, RequestError } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar, LoadingSpinner, PHONE_CARD, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import { GuestTicketCard } from './guest-ticket-card';
import { QueueLines } from './queue-lines';
import { TakeNumberForm } from './take-number-form';
import { useGuestQueue } from './use-guest-queue';

const useStyles = makeStyles({
  card: { ...PHONE_CARD, gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
  notice: { margin: 0, color: tokens.colorNeutralForeground2, whiteSpace: 'pre-line' },
});

export function GuestQueuePage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('queues');
  const token = useParams().token ?? '';
  const { read, reload, hold, release, guestToken } = useGuestQueue(token);
  const info = read.state === 'ready' ? read.info : undefined;
  useDocumentTitle(info ? `${info.shopName} · ${t('guest.title')}` : t('guest.title'));

  const body = () => {
    if (read.state === 'loading') return <LoadingSpinner />;
    if (read.state === 'failed') {
      const error = read.error instanceof RequestError ? read.error : null;
      return <AlertBar message={failureText(error, currentLanguage(i18n)) ?? t('guest.failed')} multiline />;
    }
    const { info: shop, ticket } = read;
    if (ticket && guestToken)
      return (
        <GuestTicketCard
          ticket={ticket}
          guestToken={guestToken}
          onRefresh={reload}
          onChanged={reload}
          onRelease={release}
        />
      );
    if (!shop.open) return <AlertBar intent="warning" message={t('guest.closed')} multiline />;
    return (
      <>
        <QueueLines queues={shop.queues} />
        <TakeNumberForm token={token} info={shop} onTaken={hold} />
      </>
    );
  };

  return (
    <PublicFrame bar="language" fromTop>
      <Card className={styles.card}>
        <Title2 as="h1" className={styles.flush}>
          {info?.shopName ?? t('guest.title')}
        </Title2>
        {info?.notice && (
          <Body1 as="p" className={styles.notice}>
            {info.notice}
          </Body1>
        )}
        {body()}
      </Card>
    </PublicFrame>
  );
}
