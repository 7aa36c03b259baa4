// The history's question: the days its runs started (the company's calendar), a task and a state.
// The server checks every choice again.
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { withoutKey } from '../../../engine/client';
import { DayField, RecordSelect } from '../../../engine/screens';
import { RUN_STATUSES, type HistoryQuery, type RunStatus } from '../../../protocol/marketing-history';

const useStyles = makeStyles({
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

/** The declared resource of the tasks (schemas/marketing/marketing-task.json). */
const TASKS = 'marketingTask';

export interface HistoryFiltersProps {
  query: HistoryQuery;
  onChange(query: HistoryQuery): void;
}

export function HistoryFilters({ query, onChange }: HistoryFiltersProps) {
  const styles = useStyles();
  const { t } = useTranslation('marketingHistory');
  return (
    <form
      className={styles.filters}
      aria-label={t('marketingHistory:filters.label')}
      onSubmit={(event) => event.preventDefault()}
    >
      <DayField
        label={t('marketingHistory:filters.from')}
        value={query.from}
        onChange={(from) => onChange({ ...query, from })}
      />
      <DayField
        label={t('marketingHistory:filters.to')}
        value={query.to}
        onChange={(to) => onChange({ ...query, to })}
      />
      <RecordSelect
        resource={TASKS}
        label={t('marketingHistory:filters.task')}
        allLabel={t('marketingHistory:filters.allTasks')}
        value={query.taskId}
        onChange={(taskId) =>
          onChange(taskId === undefined ? withoutKey(query, 'taskId') : { ...query, taskId })
        }
      />
      <Field label={t('marketingHistory:filters.status')}>
        <Select
          value={query.status ?? ''}
          onChange={(_event, data) =>
            onChange(data.value ? { ...query, status: data.value as RunStatus } : withoutKey(query, 'status'))
          }
        >
          <option value="">{t('marketingHistory:filters.allStatuses')}</option>
          {RUN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`marketingHistory:statuses.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
    </form>
  );
}
