// Events on his page (issue 26 item 1): the events of his company open for sign-up, soonest first,
// each with when and where, what it costs and the seats left for him, and a Sign up button that
// shows the cost and asks first; then his enrolments, each with what he paid and, while it stands, a
// Cancel button that asks first and gives the payment back. One key per confirmation, so a retry
// after a lost answer signs him up once.
import { Badge, Body1, Button, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice, requestKey } from '../../../engine/client';
import { EngineDialog, type DialogRequest } from '../../../engine/screens';
import { LoadingSpinner } from '../../../engine/shell';
import type { EventEnrolment, MemberEvents as Events, OpenEvent } from '../../../protocol/events';
import { useEntryCardStyles } from './entry-card-styles';
import type { SignedInSectionProps } from './member-list-section';
import { cancelEventEnrolment, readEnrolments, readEvents, signUpForEvent } from './member-page-api';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  flush: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
});

export interface MemberEventsProps extends SignedInSectionProps {
  /** A sign-up or a cancellation moved his points or balance: the rest of his page reads them again. */
  onChanged(): void;
}

interface Read {
  events: Events;
  enrolments: EventEnrolment[];
}

export function MemberEvents({ token, onSignedOut, onChanged }: MemberEventsProps) {
  const styles = useStyles();
  const cards = useEntryCardStyles();
  const { t } = useTranslation(['events', 'engine']);
  const [read, setRead] = useState<Read | undefined>();
  const [asked, setAsked] = useState(0);
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const [done, setDone] = useState<string | undefined>();
  const reload = useCallback(() => setAsked((count) => count + 1), []);
  useEffect(() => {
    let current = true;
    Promise.all([readEvents(token), readEnrolments(token)]).then(
      ([events, enrolments]) => current && setRead({ events, enrolments }),
      () => current && onSignedOut(),
    );
    return () => {
      current = false;
    };
  }, [token, asked, onSignedOut]);

  const points = (amount: number) => t('events:page.points', { points: amount.toLocaleString('en') });
  const costOf = (event: OpenEvent) => {
    if (event.costType === 'points') return points(event.cost);
    if (event.costType === 'fee') return formatPrice(event.cost / 100);
    return t('events:page.free');
  };
  const paidOf = (enrolment: EventEnrolment) => {
    if (enrolment.points > 0) return points(enrolment.points);
    if (enrolment.fee > 0) return formatPrice(enrolment.fee / 100);
    return t('events:page.free');
  };
  /** Why he cannot sign up now, or undefined when he can. */
  const blocked = (event: OpenEvent, events: Events) => {
    if (event.seatsLeft === 0) return t('events:messages.full');
    if (event.costType === 'points' && events.points < event.cost)
      return t('events:messages.notEnoughPoints');
    if (event.costType === 'fee' && events.balance < event.cost) return t('events:messages.notEnoughBalance');
    return undefined;
  };
  const ask = (next: DialogRequest) => {
    setDone(undefined);
    setRequest(next);
  };
  const signUp = (event: OpenEvent) => {
    const body = { eventId: event.id, key: requestKey() };
    ask({
      kind: 'confirm',
      title: t('events:page.signUpFor', { title: event.title }),
      body: t('events:page.confirm', { title: event.title, cost: costOf(event) }),
      confirmText: t('events:page.signUp'),
      onConfirm: async () => {
        await signUpForEvent(token, body);
        setDone(t('events:page.signedUp', { title: event.title }));
      },
    });
  };
  const cancel = (enrolment: EventEnrolment) =>
    ask({
      kind: 'confirm',
      title: t('events:page.cancelFor', { title: enrolment.title }),
      body: t('events:page.cancelConfirm', { title: enrolment.title }),
      confirmText: t('events:page.cancel'),
      onConfirm: async () => {
        await cancelEventEnrolment(token, enrolment.enrolmentId);
        setDone(t('events:page.cancelled', { title: enrolment.title }));
      },
    });

  const eventCard = (event: OpenEvent, events: Events) => {
    const why = blocked(event, events);
    return (
      <li key={event.id} className={cards.card}>
        <div className={cards.top}>
          <Text weight="semibold">{event.title}</Text>
          <Badge appearance="tint" color="brand">
            {costOf(event)}
          </Badge>
        </div>
        <Text>
          {t('events:page.when', { date: event.eventDate, start: event.startTime, end: event.endTime })}
        </Text>
        <Text className={styles.quiet}>{[event.location, event.address].filter(Boolean).join(', ')}</Text>
        {event.description && <Body1 className={styles.quiet}>{event.description}</Body1>}
        <Text className={styles.quiet}>
          {t('events:page.deadline', { date: event.signUpDeadline })} ·{' '}
          {t('events:page.seatsLeft', { count: event.seatsLeft })}
        </Text>
        <div className={cards.top}>
          {event.enrolmentId === null ? (
            <>
              <Text className={styles.quiet}>{why ?? ''}</Text>
              <Button
                appearance="primary"
                disabled={why !== undefined}
                aria-label={t('events:page.signUpFor', { title: event.title })}
                onClick={() => signUp(event)}
              >
                {t('events:page.signUp')}
              </Button>
            </>
          ) : (
            <Badge appearance="filled" color="success">
              {t('events:page.enrolled')}
            </Badge>
          )}
        </div>
      </li>
    );
  };

  const enrolmentCard = (enrolment: EventEnrolment) => (
    <li key={enrolment.enrolmentId} className={cards.card}>
      <div className={cards.top}>
        <Text weight="semibold">{enrolment.title}</Text>
        <Badge appearance="tint" color={enrolment.status === 'enrolled' ? 'success' : 'informative'}>
          {t(`events:enrolmentStates.${enrolment.status}`)}
        </Badge>
      </div>
      <Text>
        {enrolment.eventDate} {enrolment.startTime}
      </Text>
      <div className={cards.top}>
        <Text className={styles.quiet}>{t('events:page.paid', { cost: paidOf(enrolment) })}</Text>
        {enrolment.status === 'enrolled' && (
          <Button
            aria-label={t('events:page.cancelFor', { title: enrolment.title })}
            onClick={() => cancel(enrolment)}
          >
            {t('events:page.cancel')}
          </Button>
        )}
      </div>
    </li>
  );

  const headingId = 'member-events';
  const mineId = 'member-enrolments';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.flush}>
        {t('events:page.title')}
      </Subtitle2>
      <Text role="status">{done ?? ''}</Text>
      {!read && <LoadingSpinner />}
      {read && (
        <>
          {read.events.events.length === 0 ? (
            <Text className={styles.quiet}>{t('events:page.empty')}</Text>
          ) : (
            <ul className={cards.list} aria-labelledby={headingId}>
              {read.events.events.map((event) => eventCard(event, read.events))}
            </ul>
          )}
          <Subtitle2 as="h3" id={mineId} className={styles.flush}>
            {t('events:page.mine')}
          </Subtitle2>
          {read.enrolments.length === 0 ? (
            <Text className={styles.quiet}>{t('events:page.mineEmpty')}</Text>
          ) : (
            <ul className={cards.list} aria-labelledby={mineId}>
              {read.enrolments.map(enrolmentCard)}
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
          onChanged();
        }}
      />
    </section>
  );
}
