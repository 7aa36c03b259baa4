// The sales records as a table with every field of business §3, scrolled sideways (WideTable);
// amounts as prices, moments on the shop's own clocks.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../engine/client';
import { WideTable, type WideColumn } from '../../../engine/screens';
import { SALES_MONEY_KEYS, type SalesRecord } from '../../../protocol/sales-record';
import { wallClock } from '../../../protocol/wall-clock';

const useStyles = makeStyles({
  deleted: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

type Column = Omit<WideColumn<SalesRecord>, 'title'>;

const moment = (record: SalesRecord, iso: string | null) =>
  iso ? wallClock(Date.parse(iso), record.timeZone).text : '';

export function SalesRecordTable({ records }: { records: readonly SalesRecord[] }) {
  const styles = useStyles();
  const { t } = useTranslation(['sales', 'reports']);

  const columns: Column[] = [
    { key: 'ticketNumber', cell: (record) => record.ticketNumber },
    { key: 'orderId', cell: (record) => record.orderId },
    { key: 'orderNo', cell: (record) => record.orderNo },
    { key: 'time', cell: (record) => moment(record, record.time) },
    { key: 'shop', cell: (record) => record.shop },
    { key: 'table', cell: (record) => record.table ?? '' },
    { key: 'guests', cell: (record) => String(record.guests) },
    { key: 'type', cell: (record) => t(`reports:orderTypes.${record.type}`) },
    { key: 'status', cell: (record) => t(`sales:statuses.${record.status}`) },
    {
      key: 'items',
      cell: (record) =>
        record.items.map((item, index) => (
          <div key={index} className={item.deleted ? styles.deleted : undefined}>
            {t('sales:record.item', {
              quantity: item.quantity,
              name: item.name,
              kind: t(`reports:lineKinds.${item.kind}`),
              amount: formatPrice(item.amount / 100),
            })}
            {item.deleted ? ` (${t('sales:record.deleted')})` : ''}
          </div>
        )),
    },
    ...SALES_MONEY_KEYS.map((key) => ({
      key,
      figure: true,
      cell: (record: SalesRecord) => formatPrice(record[key] / 100),
    })),
    {
      key: 'paymentMethods',
      cell: (record) =>
        record.paymentMethods.map((method) => t(`reports:paymentMethods.${method}`)).join(', '),
    },
    { key: 'coupon', cell: (record) => record.coupon ?? '' },
    { key: 'pickupTime', cell: (record) => moment(record, record.pickupTime) },
    { key: 'remarks', cell: (record) => record.remarks ?? '' },
  ];
  return (
    <WideTable
      columns={columns.map((column) => ({ ...column, title: t(`sales:record.${column.key}`) }))}
      rows={records}
      rowKey={(record) => record.id}
      label={t('sales:record.tableLabel')}
      minWidth="2400px"
    />
  );
}
