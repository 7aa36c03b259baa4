// The question a report screen asks (engine/protocol/report.ts): a range of the restaurants' days,
// where the report offers them the shops (every shop reached, or one) and the scene, and a
// comparison window, which every report offers (business §9). The server checks every choice again: a shop outside the caller's reach is
// refused, never quietly dropped.
import { withoutKey } from '../../client/without-key';
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { COMPARE_WINDOWS, type CompareWindow, type ReportBody } from '../../protocol/report';
import { DayField } from './day-field';
import { RecordSelect } from './record-select';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

/** The resources the choices are offered from, where the user may read them; else null. */
export interface ReportLists {
  /** The shops he reaches, when he reaches several. */
  shops: string | null;
  scenes: string | null;
}

export interface ReportFiltersProps {
  query: ReportBody;
  onChange(query: ReportBody): void;
  /** The lists of the filters the report offers. */
  lists: ReportLists;
}

export function ReportFilters({ query, onChange, lists }: ReportFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const day = (key: 'from' | 'to') => (
    <DayField
      label={t(`engine:report.${key}`)}
      value={query[key]}
      onChange={(value) => onChange({ ...query, [key]: value })}
    />
  );
  return (
    <div className={styles.filters} role="group" aria-label={t('engine:report.filters')}>
      {day('from')}
      {day('to')}
      {lists.shops && (
        <RecordSelect
          resource={lists.shops}
          label={t('engine:report.shop')}
          allLabel={t('engine:report.allShops')}
          value={query.shopIds?.[0]}
          onChange={(id) =>
            onChange(id === undefined ? withoutKey(query, 'shopIds') : { ...query, shopIds: [id] })
          }
        />
      )}
      {lists.scenes && (
        <RecordSelect
          resource={lists.scenes}
          label={t('engine:report.scene')}
          allLabel={t('engine:report.allScenes')}
          value={query.sceneId}
          onChange={(id) =>
            onChange(id === undefined ? withoutKey(query, 'sceneId') : { ...query, sceneId: id })
          }
        />
      )}
      <Field label={t('engine:report.compare')}>
        <Select
          value={query.compare ?? ''}
          onChange={(_event, data) =>
            onChange(
              data.value ? { ...query, compare: data.value as CompareWindow } : withoutKey(query, 'compare'),
            )
          }
        >
          <option value="">{t('engine:report.noCompare')}</option>
          {COMPARE_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t(`engine:report.windows.${window}`)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
