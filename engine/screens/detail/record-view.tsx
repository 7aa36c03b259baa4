// A record read, not edited (core spec §2.5 "read-only detail view"): its header, then its sections
// as cards, each value as a person reads it (enum labels, yes/no, lists). The detail screen shows a
// record so; a settings record shows so to whoever may read it but not change it.
import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredRecord } from '../../client/resource-api';
import { evaluate } from '../../schema/conditions';
import type { ResourceSchema } from '../../schema/resource';
import { useDocumentTitle } from '../../shell/use-document-title';
import { isWideWidget } from '../../widgets/default-widget';
import { fieldLabel } from '../field-text';
import { recordSections } from '../record-sections';
import { ScreenHeader, type ScreenHeaderProps } from '../screen-header';
import { fieldValue } from './field-value';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    margin: 0,
  },
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

function isWide(resource: ResourceSchema, name: string): boolean {
  const field = resource.fields[name];
  return field !== undefined && isWideWidget(field, field.ui?.widget);
}

export interface RecordViewProps {
  resource: ResourceSchema;
  record: StoredRecord;
  header: ScreenHeaderProps;
  /** What follows the fields' cards (the detail's lists). */
  children?: ReactNode;
}

export function RecordView({ resource, record, header, children }: RecordViewProps) {
  const styles = useStyles();
  useDocumentTitle(header.title);
  return (
    <div className={styles.root}>
      <ScreenHeader {...header} />
      <RecordCards resource={resource} record={record} names={Object.keys(resource.fields)} />
      {children}
    </div>
  );
}

export interface RecordCardsProps {
  resource: ResourceSchema;
  record: StoredRecord;
  /** The fields to show, in declared order; those their condition hides are left out. */
  names: readonly string[];
}

/** The named fields of a record, read, as cards by section. */
export function RecordCards({ resource, record, names }: RecordCardsProps) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  // A field hidden by its condition holds nothing (docs/schemas.md): it is left out here too.
  const shown = names.filter((name) => {
    const condition = resource.fields[name]?.ui?.visibleWhen;
    return condition === undefined || evaluate(condition, record);
  });
  const value = (name: string) => {
    const field = resource.fields[name];
    return field ? fieldValue(field, record[name], t) : null;
  };
  return (
    <>
      {recordSections(resource, shown).map((section, index) => {
        const headingId = `detail-section-${index}`;
        return (
          <Card
            key={section.key ?? `section-${index}`}
            className={styles.card}
            role="region"
            aria-labelledby={headingId}
          >
            <Subtitle2 as="h2" id={headingId} className={styles.heading}>
              {section.key ? t(section.key) : t(resource.title)}
            </Subtitle2>
            <dl className={styles.list}>
              {section.fields.map((name) => (
                <div
                  key={name}
                  className={isWide(resource, name) ? `${styles.item} ${styles.wide}` : styles.item}
                >
                  <dt className={styles.term}>{fieldLabel(resource, name, t)}</dt>
                  <dd className={styles.value}>{value(name)}</dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </>
  );
}
