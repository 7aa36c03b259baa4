// The sales records' question: the days, the shop (for a user who reaches several), the order type
// and a ticket or order number to find. The server checks every choice again.
import { withoutKey } from '../../../engine/client';
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayField, RecordSelect } from '../../../engine/screens';
import { ORDER_TYPES, type OrderType } from '../../../protocol/pos-order';
import type { SalesRecordQuery } from './sales-record-query';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

export interface SalesRecordFiltersProps {
  query: SalesRecordQuery;
  onChange(query: SalesRecordQuery): void;
  shops: string | null;
}

export function SalesRecordFilters({ query, onChange, shops }: SalesRecordFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation(['sales', 'engine', 'reports']);
  const [search, setSearch] = useState(query.search ?? '');
  const find = () => {
    const text = search.trim();
    onChange(text ? { ...query, search: text } : withoutKey(query, 'search'));
  };
  return (
    <form
      className={styles.filters}
      aria-label={t('sales:record.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        find();
      }}
    >
      <DayField
        label={t('engine:report.from')}
        value={query.from}
        onChange={(from) => onChange({ ...query, from })}
      />
      <DayField
        label={t('engine:report.to')}
        value={query.to}
        onChange={(to) => onChange({ ...query, to })}
      />
      {shops && (
        <RecordSelect
          resource={shops}
          label={t('engine:report.shop')}
          allLabel={t('engine:report.allShops')}
          value={query.shopIds?.[0]}
          onChange={(shopId) =>
            onChange(shopId === undefined ? withoutKey(query, 'shopIds') : { ...query, shopIds: [shopId] })
          }
        />
      )}
      <Field label={t('sales:record.type')}>
        <Select
          value={query.type ?? ''}
          onChange={(_event, data) =>
            onChange(data.value ? { ...query, type: data.value as OrderType } : withoutKey(query, 'type'))
          }
        >
          <option value="">{t('sales:record.allTypes')}</option>
          {ORDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`reports:orderTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('sales:record.search')}>
        <Input value={search} maxLength={64} onChange={(_event, data) => setSearch(data.value)} />
      </Field>
      <Button type="submit">{t('sales:record.find')}</Button>
    </form>
  );
}
