// The customer feedback's question: the days, the shop (for a user who reaches several), its state,
// its score, what disappointed the guest and an order number to find. The server checks every
// choice again.
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withoutKey } from '../../../engine/client';
import { DayField, RecordSelect } from '../../../engine/screens';
import { FEEDBACK_STATUSES, type CustomerFeedbackQuery } from '../../../protocol/customer-feedback';
import { DISSATISFACTIONS, STARS } from '../../../protocol/pos-feedback';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

const SCORES = Array.from({ length: STARS.max - STARS.min + 1 }, (_, index) => STARS.min + index);

export interface CustomerFeedbackFiltersProps {
  query: CustomerFeedbackQuery;
  onChange(query: CustomerFeedbackQuery): void;
  shops: string | null;
}

export function CustomerFeedbackFilters({ query, onChange, shops }: CustomerFeedbackFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation(['feedback', 'engine', 'reports']);
  const [orderNo, setOrderNo] = useState(query.orderNo ?? '');
  /** The query with `key` set to the chosen value, or without it when "all" is chosen. */
  const choose = <K extends 'status' | 'score' | 'dissatisfaction'>(
    key: K,
    value: CustomerFeedbackQuery[K] | undefined,
  ) =>
    onChange(
      value === undefined ? (withoutKey(query, key) as CustomerFeedbackQuery) : { ...query, [key]: value },
    );
  const find = () => {
    const text = orderNo.trim();
    onChange(text ? { ...query, orderNo: text } : withoutKey(query, 'orderNo'));
  };
  return (
    <form
      className={styles.filters}
      aria-label={t('feedback:customer.filters')}
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
      <Field label={t('feedback:fields.status')}>
        <Select
          value={query.status ?? ''}
          onChange={(_event, data) =>
            choose(
              'status',
              FEEDBACK_STATUSES.find((status) => status === data.value),
            )
          }
        >
          <option value="">{t('feedback:customer.all')}</option>
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`feedback:states.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('feedback:customer.score')}>
        <Select
          value={query.score === undefined ? '' : String(query.score)}
          onChange={(_event, data) => choose('score', data.value ? Number(data.value) : undefined)}
        >
          <option value="">{t('feedback:customer.all')}</option>
          {SCORES.map((score) => (
            <option key={score} value={score}>
              {t(`reports:scores.${score}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('feedback:customer.dissatisfactions')}>
        <Select
          value={query.dissatisfaction ?? ''}
          onChange={(_event, data) =>
            choose(
              'dissatisfaction',
              DISSATISFACTIONS.find((code) => code === data.value),
            )
          }
        >
          <option value="">{t('feedback:customer.all')}</option>
          {DISSATISFACTIONS.map((code) => (
            <option key={code} value={code}>
              {t(`reports:dissatisfactions.${code}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('feedback:customer.orderNo')}>
        <Input value={orderNo} maxLength={64} onChange={(_event, data) => setOrderNo(data.value)} />
      </Field>
      <Button type="submit">{t('feedback:customer.find')}</Button>
    </form>
  );
}
