// The detail screen (core spec §2.5 "read-only detail view"): the record's sections, each value as a
// person reads it (enum labels, yes/no, lists), with the record's stamps and an edit button when
// the user may edit. A record out of reach shows "not found".
import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../client/format/date-format';
import { hasPrivilege } from '../../client/privileges';
import { resourceApi, type StoredRecord } from '../../client/resource-api';
import { screenPath } from '../../client/screen-routes';
import { useSession } from '../../client/session-context';
import { evaluate } from '../../schema/conditions';
import type { ResourceSchema } from '../../schema/resource';
import { LinkButton } from '../../shell/link-button';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { NotFoundPage } from '../../shell/not-found-page';
import { useDocumentTitle } from '../../shell/use-document-title';
import { fieldLabel } from '../field-text';
import { recordSections } from '../record-sections';
import { ScreenFailure, ScreenGate, type ReadyScreen } from '../screen-gate';
import { ScreenHeader } from '../screen-header';
import { isWideWidget } from '../../widgets/default-widget';
import { useRecord } from '../use-record';
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

export function DetailScreen({ routeName }: { routeName: string }) {
  return <ScreenGate routeName={routeName}>{(screen) => <DetailLoader {...screen} />}</ScreenGate>;
}

function DetailLoader({ route, resource }: ReadyScreen) {
  const api = useMemo(() => resourceApi(resource), [resource]);
  const { record, reload } = useRecord(api);
  if (record.state === 'loading') return <LoadingSpinner />;
  if (record.state === 'failed') return <ScreenFailure onRetry={reload} />;
  if (record.state === 'missing') return <NotFoundPage />;
  return <DetailView route={route} resource={resource} record={record.record} />;
}

function isWide(resource: ResourceSchema, name: string): boolean {
  const field = resource.fields[name];
  return field !== undefined && isWideWidget(field, field.ui?.widget);
}

const DetailView = observer(function DetailView({
  route,
  resource,
  record,
}: ReadyScreen & { record: StoredRecord }) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const session = useSession();
  const title = t('engine:detail.title', { record: t(resource.title) });
  useDocumentTitle(title);
  const canEdit = Boolean(route.children?.edit) && hasPrivilege(session.userInfo, resource.privileges.update);
  // A field hidden by its condition holds nothing (docs/schemas.md): it is left out here too.
  const shown = Object.keys(resource.fields).filter((name) => {
    const condition = resource.fields[name]?.ui?.visibleWhen;
    return condition === undefined || evaluate(condition, record);
  });
  const stamps = [
    record.createdAt && t('engine:detail.created', { at: formatDate(record.createdAt) }),
    record.updatedAt && t('engine:detail.updated', { at: formatDate(record.updatedAt) }),
  ].filter(Boolean);

  const value = (name: string) => {
    const field = resource.fields[name];
    return field ? fieldValue(field, record[name], t) : null;
  };

  return (
    <div className={styles.root}>
      <ScreenHeader
        title={title}
        subtitle={stamps.join(' · ')}
        back={{ to: screenPath(route, 'list'), text: t(route.title) }}
        actions={
          canEdit && (
            <LinkButton to={screenPath(route, 'edit', record.id)} appearance="primary" icon={<EditRegular />}>
              {t('engine:list.actions.edit')}
            </LinkButton>
          )
        }
      />
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
    </div>
  );
});
