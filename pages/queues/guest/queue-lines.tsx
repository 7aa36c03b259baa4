// The queues a guest may take a number for, with the line each has now: who it seats, the parties
// waiting and the wait a number taken now should expect.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { GuestQueue } from '../../../protocol/queue-answers';

export function QueueLines({ queues }: { queues: readonly GuestQueue[] }) {
  const { t } = useTranslation('queues');
  return (
    <Table size="small" aria-label={t('guest.lines')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('guest.queue')}</TableHeaderCell>
          <TableHeaderCell>{t('guest.waiting')}</TableHeaderCell>
          <TableHeaderCell>{t('guest.wait')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {queues.map((queue) => (
          <TableRow key={queue.id}>
            <TableCell>
              {queue.name} · {t('guest.seats', { count: queue.capacity })}
            </TableCell>
            <TableCell>{queue.waiting}</TableCell>
            <TableCell>{t('guest.minutes', { count: queue.estimatedWaitMinutes })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
