// One queue on the staff board: its name and what it seats, the day's counts, and its waiting and
// called tickets in number order, each with what staff may do to it (call, call again, seat, skip,
// cancel) for whoever may work the board. Every button names its number for a screen reader.
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../engine/client';
import type { BoardQueue, BoardTicket } from '../../../protocol/queue-answers';
import type { TicketAction } from '../../../protocol/queue-tickets';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
  counts: { color: tokens.colorNeutralForeground3 },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  number: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

export interface BoardQueueCardProps {
  queue: BoardQueue;
  /** The caller may work the board (its action privilege). */
  operate: boolean;
  /** The ticket acted on while its call runs. */
  busy: number | null;
  onAction(action: TicketAction, ticket: BoardTicket, queue: BoardQueue): void;
}

function TicketButtons({
  queue,
  ticket,
  busy,
  onAction,
}: Omit<BoardQueueCardProps, 'operate'> & { ticket: BoardTicket }) {
  const styles = useStyles();
  const { t } = useTranslation('queues');
  const button = (action: TicketAction, label: string, primary = false) => (
    <Button
      size="small"
      appearance={primary ? 'primary' : 'secondary'}
      disabledFocusable={busy === ticket.id}
      aria-label={t(`board.actionOf.${action}`, { number: ticket.number })}
      onClick={() => onAction(action, ticket, queue)}
    >
      {label}
    </Button>
  );
  return (
    <div className={styles.actions} role="group" aria-label={t('board.actionsOf', { number: ticket.number })}>
      {button(
        'call',
        t(ticket.status === 'called' ? 'board.callAgain' : 'board.call'),
        ticket.status === 'waiting',
      )}
      {button('seat', t('board.seat'), ticket.status === 'called')}
      {button('skip', t('board.skip'))}
      {button('cancel', t('board.cancel'))}
    </div>
  );
}

export function BoardQueueCard({ queue, operate, busy, onAction }: BoardQueueCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('queues');
  const headingId = `board-queue-${queue.id}`;
  const waiting = queue.tickets.filter((ticket) => ticket.status === 'waiting').length;
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {t('board.queueTitle', { name: queue.name, prefix: queue.prefix, count: queue.capacity })}
        {!queue.enabled && <Badge appearance="outline">{t('board.off')}</Badge>}
      </Subtitle2>
      <Caption1 className={styles.counts}>
        {t('board.counts', {
          waiting,
          called: queue.tickets.length - waiting,
          seated: queue.seated,
          skipped: queue.skipped,
          cancelled: queue.cancelled,
        })}
      </Caption1>
      {queue.tickets.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t('board.empty')}
        </Body1>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('board.number')}</TableHeaderCell>
              <TableHeaderCell>{t('fields.people')}</TableHeaderCell>
              <TableHeaderCell>{t('fields.phone')}</TableHeaderCell>
              <TableHeaderCell>{t('board.status')}</TableHeaderCell>
              <TableHeaderCell>{t('board.takenAt')}</TableHeaderCell>
              {operate && <TableHeaderCell>{t('board.actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {queue.tickets.map((ticket) => (
              <TableRow key={ticket.id}>
                <TableCell className={styles.number}>{ticket.number}</TableCell>
                <TableCell>{ticket.people}</TableCell>
                <TableCell>{ticket.phone ?? '—'}</TableCell>
                <TableCell>
                  {t(`statuses.${ticket.status}`)}
                  {ticket.callCount > 1 && ` (${t('board.calls', { count: ticket.callCount })})`}
                </TableCell>
                <TableCell>
                  {formatDate(ticket.takenAt, 'HH:mm')} · {t(`sources.${ticket.source}`)}
                </TableCell>
                {operate && (
                  <TableCell>
                    <TicketButtons queue={queue} ticket={ticket} busy={busy} onAction={onAction} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
