// A rows field shown: on the detail screen a small table, its headings the sub-fields' labels and
// each cell shown as a top-level value is (shownValue: enum labels, yes/no, lookups' labels,
// thumbnails); in a list cell one line (rows-summary.ts). Lookup labels come from the screen's
// cache, which asks for the ids of all cells together: one request per referenced resource.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { asLabel } from '../../client/field-label';
import { visuallyHidden } from '../../shell/visually-hidden';
import { useLookupLabels } from '../../widgets/use-lookup-labels';
import { rowsOf, subFieldLabel, subFieldList } from '../rows-field';
import { rowsSummary } from '../rows-summary';
import { shownLookup, type ShownLookup } from '../shown-lookup';
import type { DisplayProps } from './display-registry';
import { widgetDisplayFor } from '../widget-display';
import { shownValue } from './shown-value';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  table: { borderCollapse: 'collapse', whiteSpace: 'normal' },
  caption: visuallyHidden,
  heading: {
    textAlign: 'start',
    verticalAlign: 'bottom',
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  cell: { verticalAlign: 'top' },
  edge: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ':first-child': { paddingLeft: 0 },
  },
});

export function RowsDisplay({ field, value, compact }: DisplayProps) {
  return compact ? <RowsLine field={field} value={value} /> : <RowsTable field={field} value={value} />;
}

function RowsTable({ field, value }: DisplayProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const subFields = subFieldList(field);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{asLabel(t(field.title))}</caption>
        <thead>
          <tr>
            {subFields.map(({ name, field: sub }) => (
              <th key={name} scope="col" className={mergeClasses(styles.edge, styles.heading)}>
                {subFieldLabel(name, sub, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(value).map((row, index) => (
            // Stored rows have no ids; their order is what identifies them here.
            <tr key={index}>
              {subFields.map(({ name, field: sub }) => (
                <td key={name} className={mergeClasses(styles.edge, styles.cell)}>
                  {shownValue(widgetDisplayFor(sub), sub, row[name], t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowsLine({ field, value }: DisplayProps) {
  const { t } = useTranslation();
  const shown = shownLookup(field);
  return shown ? <LookupRowsLine field={field} value={value} shown={shown} /> : rowsSummary(field, value, t);
}

// Rows named by a lookup sub-field: its labels, which every cell of the page asks for together.
const LookupRowsLine = observer(function LookupRowsLine({
  field,
  value,
  shown,
}: DisplayProps & { shown: ShownLookup }) {
  const { t } = useTranslation();
  const labels = useLookupLabels(shown.hint, shown.idsIn(value));
  return rowsSummary(field, value, t, (_hint, id) => labels.labelOf(id));
});
