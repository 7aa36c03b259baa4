// The `openingHours` widget, registered by the pages (not the engine): one row per opening span —
// weekday, opens, closes — with add and remove. The schema's own rules (weekday 1–7, HH:MM, at
// most 21 rows) validate it like any field.
import {
  Button,
  Caption1,
  FieldContextProvider,
  Input,
  Select,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { addRow, removeRow, rowsOf, updateRow, WEEKDAYS } from './opening-hours';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  weekday: { width: '140px' },
  time: { width: '130px' },
  dash: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3 },
});

export function OpeningHoursWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, schema, onChange } = props;
  const styles = useStyles();
  const { t } = useTranslation('widgets');
  const group = useFieldControlProps_unstable({ id }, { supportsLabelFor: false });
  const rows = rowsOf(value);
  const maxRows = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  const locked = disabled || readonly;
  const change = (next: ReturnType<typeof rowsOf>) => onChange(next.length > 0 ? next : undefined);
  return (
    <div {...group} role="group" className={styles.root}>
      {/* The Field names the whole group; each control keeps its own row-numbered name. */}
      <FieldContextProvider value={undefined}>
        {rows.length === 0 && <Caption1 className={styles.empty}>{t('widgets:openingHours.empty')}</Caption1>}
        {rows.map((row, index) => {
          const position = { row: index + 1 };
          return (
            <div key={index} className={styles.row}>
              <Select
                className={styles.weekday}
                aria-label={t('widgets:openingHours.weekdayOf', position)}
                value={String(row.weekday)}
                disabled={locked}
                onChange={(_event, data) => change(updateRow(rows, index, { weekday: Number(data.value) }))}
              >
                {WEEKDAYS.map((weekday) => (
                  <option key={weekday} value={weekday}>
                    {t(`widgets:weekdays.${weekday}`)}
                  </option>
                ))}
              </Select>
              <Input
                className={styles.time}
                type="time"
                aria-label={t('widgets:openingHours.startOf', position)}
                value={row.start}
                disabled={locked}
                onChange={(_event, data) => change(updateRow(rows, index, { start: data.value }))}
              />
              <span className={styles.dash} aria-hidden>
                –
              </span>
              <Input
                className={styles.time}
                type="time"
                aria-label={t('widgets:openingHours.endOf', position)}
                value={row.end}
                disabled={locked}
                onChange={(_event, data) => change(updateRow(rows, index, { end: data.value }))}
              />
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={t('widgets:openingHours.remove', position)}
                disabled={locked}
                onClick={() => change(removeRow(rows, index))}
              />
            </div>
          );
        })}
        <Button
          icon={<AddRegular />}
          disabled={locked || rows.length >= maxRows}
          onClick={() => change(addRow(rows))}
        >
          {t('widgets:openingHours.add')}
        </Button>
      </FieldContextProvider>
    </div>
  );
}
