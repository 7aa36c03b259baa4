// The Fluent pager (core spec §9): the total ("more than" past the server's count limit), the page
// size (10, 20, 50), and at most seven page buttons with "more" jumps, in a navigation landmark.
import { Button, Select, Text, makeStyles, tokens, useId } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../../client/list-query';
import { PAGE_SIZES } from '../../protocol/constants';
import { visuallyHidden } from '../../shell/visually-hidden';
import { PageStep } from './page-step';
import { jumpTarget, pageCount, pagerItems } from './pager-items';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
  },
  total: { color: tokens.colorNeutralForeground2 },
  pages: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  page: { minWidth: '32px' },
  hidden: visuallyHidden,
});

export const Pager = observer(function Pager({ query }: { query: ListQuery }) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const sizeId = useId('page-size');
  const beyond = query.countExact
    ? undefined
    : { current: query.pageNumber, fullPage: query.rows.length === query.pageSize };
  const pages = pageCount(query.count, query.pageSize, beyond);
  const current = Math.min(query.pageNumber, pages);
  return (
    <nav className={styles.root} aria-label={t('engine:pager.label')}>
      <Text className={styles.total}>
        {t(query.countExact ? 'engine:pager.total' : 'engine:pager.moreThan', { count: query.count })}
      </Text>
      <label htmlFor={sizeId} className={styles.hidden}>
        {t('engine:pager.pageSize')}
      </label>
      <Select
        id={sizeId}
        size="small"
        value={String(query.pageSize)}
        onChange={(_event, data) => void query.setPageSize(Number(data.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('engine:pager.perPage', { size })}
          </option>
        ))}
      </Select>
      <ul className={styles.pages}>
        <li>
          <PageStep
            direction="previous"
            disabled={current <= 1}
            onStep={() => void query.setPage(current - 1)}
          />
        </li>
        {pagerItems(current, pages).map((item) => (
          <li key={item}>
            {typeof item === 'number' ? (
              <Button
                className={styles.page}
                size="small"
                appearance={item === current ? 'primary' : 'subtle'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('engine:pager.page', { page: item })}
                onClick={() => void query.setPage(item)}
              >
                {item}
              </Button>
            ) : (
              <Button
                className={styles.page}
                size="small"
                appearance="subtle"
                icon={<MoreHorizontalRegular />}
                aria-label={t(`engine:pager.${item}`)}
                onClick={() => void query.setPage(jumpTarget(item, current, pages))}
              />
            )}
          </li>
        ))}
        <li>
          <PageStep
            direction="next"
            disabled={current >= pages}
            onStep={() => void query.setPage(current + 1)}
          />
        </li>
      </ul>
    </nav>
  );
});
