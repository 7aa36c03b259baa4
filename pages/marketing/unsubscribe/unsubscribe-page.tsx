// /unsubscribe/:token (issue 25 item 7, UEMO): the page a marketing message's unsubscribe link opens,
// without a session. It names the company and the channel and withdraws only when the member presses
// its one button, since mail scanners open every link; then it confirms, where a screen reader reads
// it out. A link that does not verify is "not found".
import { Button, Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage, RequestError } from '../../../engine/client';
import { failureText } from '../../../engine/screens';
import { AlertBar, LoadingSpinner, PHONE_CARD, PublicFrame, useDocumentTitle } from '../../../engine/shell';
import type { UnsubscribeView } from '../../../protocol/consent';
import { readUnsubscribe, unsubscribe } from './unsubscribe-api';

const useStyles = makeStyles({
  card: { ...PHONE_CARD, gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
});

export function UnsubscribePage() {
  const styles = useStyles();
  const { t, i18n } = useTranslation('consent');
  const token = useParams().token ?? '';
  useDocumentTitle(t('consent:unsubscribe.title'));
  const [view, setView] = useState<UnsubscribeView | null>(null);
  const [failure, setFailure] = useState<RequestError | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  // The button goes once pressed: the keyboard's focus moves to the confirmation that replaces it.
  const confirmation = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  useEffect(() => {
    let current = true;
    readUnsubscribe(token).then(
      (read) => current && setView(read),
      (error: unknown) => current && error instanceof RequestError && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const withdraw = () => {
    setSending(true);
    setFailed(false);
    unsubscribe(token)
      .then(
        (read) => {
          setView(read);
          setDone(true);
        },
        () => setFailed(true),
      )
      .finally(() => setSending(false));
  };

  const body = () => {
    if (failure) return <AlertBar message={failureText(failure, currentLanguage(i18n))} />;
    if (!view) return <LoadingSpinner />;
    const params = { company: view.companyName, channel: t(`consent:channels.${view.channel}`) };
    if (!view.subscribed)
      return (
        <Text ref={confirmation} tabIndex={-1} role="status">
          {t(done ? 'consent:unsubscribe.done' : 'consent:unsubscribe.notSubscribed', params)}
        </Text>
      );
    return (
      <>
        <Text>{t('consent:unsubscribe.intro', params)}</Text>
        <Button appearance="primary" disabled={sending} onClick={withdraw}>
          {t('consent:unsubscribe.button')}
        </Button>
        <Text role="alert">{failed ? t('consent:unsubscribe.failed') : ''}</Text>
      </>
    );
  };

  return (
    <PublicFrame bar="language" fromTop>
      <Card className={styles.card}>
        <Title2 as="h1" className={styles.flush}>
          {t('consent:unsubscribe.title')}
        </Title2>
        {body()}
      </Card>
    </PublicFrame>
  );
}
