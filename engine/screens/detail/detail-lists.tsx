// The lists a record's detail shows below its fields (docs/schemas.md "Lists inside the detail"): each
// a card with its heading, its filter's tabs when it declares one, a table of the declared columns,
// newest first as the server answers, and a pager. Each list loads on its own, so a slow history
// never holds up the record's fields.
import { Card, Subtitle2, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailListPage } from '../../client/detail-list-api';
import type { StoredRecord } from '../../client/resource-api';
import { DEFAULT_PAGE_SIZE } from '../../protocol/constants';
import type { DetailList, ResourceSchema } from '../../schema/resource';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { LoadFailure } from '../load-failure';
import { DetailListTable } from './detail-list-table';
import { useAskedPage } from './use-asked-page';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  quiet: { color: tokens.colorNeutralForeground2 },
});

interface DetailListCardProps {
  resource: ResourceSchema;
  record: StoredRecord;
  list: DetailList;
  index: number;
}

function DetailListCard({ resource, record, list, index }: DetailListCardProps) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const [pageNumber, setPageNumber] = useState(1);
  const [filter, setFilter] = useState(list.filter?.values[0]);
  const [attempt, setAttempt] = useState(0);
  const load = useCallback(
    () =>
      detailListPage(resource, list, {
        id: record.id,
        pageNumber,
        pageSize: DEFAULT_PAGE_SIZE,
        ...(filter ? { filter } : {}),
      }),
    [resource, list, record.id, pageNumber, filter],
  );
  const loaded = useAskedPage(JSON.stringify([record.id, pageNumber, filter, attempt]), load);
  const headingId = `detail-list-${index}`;
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <Subtitle2 as="h2" id={headingId} className={styles.heading}>
        {t(list.title)}
      </Subtitle2>
      {list.filter && (
        <TabList
          selectedValue={filter}
          aria-label={t(list.title)}
          onTabSelect={(_event, data) => {
            setFilter(String(data.value));
            setPageNumber(1);
          }}
        >
          {list.filter.values.map((value) => (
            <Tab key={value} value={value}>
              {t(list.filter?.labels[value] ?? value)}
            </Tab>
          ))}
        </TabList>
      )}
      {loaded.state === 'loading' && <LoadingSpinner />}
      {loaded.state === 'failed' && <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />}
      {loaded.state === 'ready' && loaded.page.rows.length === 0 && (
        <Text className={styles.quiet}>{t('engine:detail.listEmpty')}</Text>
      )}
      {loaded.state === 'ready' && loaded.page.rows.length > 0 && (
        <DetailListTable
          columns={list.columns}
          rows={loaded.page.rows}
          count={loaded.page.count}
          pageNumber={pageNumber}
          onPage={setPageNumber}
          headingId={headingId}
          title={t(list.title)}
        />
      )}
    </Card>
  );
}

/** The record's declared detail lists, each a card of its own. */
export function DetailLists({ resource, record }: { resource: ResourceSchema; record: StoredRecord }) {
  return (
    <>
      {(resource.detailLists ?? []).map((list, index) => (
        <DetailListCard key={list.name} resource={resource} record={record} list={list} index={index} />
      ))}
    </>
  );
}
