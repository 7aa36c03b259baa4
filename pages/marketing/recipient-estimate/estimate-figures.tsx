// The estimate's figures (business §5): the members the filter finds, then per chosen channel the
// recipients (consenting, with an address), the cost of one message (an SMS in segments), the total
// and the credits the company holds, the total marked in words and colour when it is above them.
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../engine/client';
import type { ChannelEstimate, TaskEstimate } from '../../../protocol/marketing';

const useStyles = makeStyles({
  found: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  above: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

type Channel = keyof TaskEstimate['channels'];

/** Whether the channel's total is above what the company holds (a channel taking none never is). */
export const aboveCredits = ({ total, available }: ChannelEstimate): boolean =>
  available !== null && total > available;

export function EstimateFigures({
  estimate,
  channels,
}: {
  estimate: TaskEstimate;
  channels: readonly string[];
}) {
  const styles = useStyles();
  const { t } = useTranslation(['marketingEstimate', 'marketing']);
  // The count picks the plural; the shown figure is grouped as every count is (1,250).
  const amount = (key: 'segments' | 'credits', count: number) =>
    t(`marketingEstimate:${key}`, { count, shown: formatCount(count) });
  const rows = channels.flatMap((channel) => {
    const figures = estimate.channels[channel as Channel];
    return figures ? [{ channel, figures }] : [];
  });
  return (
    <>
      <div className={styles.found}>
        <Text>{t('marketingEstimate:membersFound')}</Text>
        <Text weight="semibold">{formatCount(estimate.matching)}</Text>
      </div>
      <Table size="small" aria-label={t('marketingEstimate:costs')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('marketingEstimate:columns.channel')}</TableHeaderCell>
            <TableHeaderCell>{t('marketingEstimate:columns.recipients')}</TableHeaderCell>
            <TableHeaderCell>{t('marketingEstimate:columns.perPerson')}</TableHeaderCell>
            <TableHeaderCell>{t('marketingEstimate:columns.total')}</TableHeaderCell>
            <TableHeaderCell>{t('marketingEstimate:columns.held')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map(({ channel, figures }) => (
            <TableRow key={channel}>
              <TableCell>{t(`marketing:channels.${channel}`)}</TableCell>
              <TableCell>{formatCount(figures.recipients)}</TableCell>
              <TableCell>{amount(channel === 'sms' ? 'segments' : 'credits', figures.perPerson)}</TableCell>
              <TableCell>
                {aboveCredits(figures) ? (
                  <span className={styles.above}>
                    {amount('credits', figures.total)} ({t('marketingEstimate:notEnough')})
                  </span>
                ) : (
                  amount('credits', figures.total)
                )}
              </TableCell>
              <TableCell>
                {figures.available === null
                  ? t('marketingEstimate:notCharged')
                  : formatCount(figures.available)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
