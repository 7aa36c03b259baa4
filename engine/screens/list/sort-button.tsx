// The list's Sort button (core spec §2.5, issue 6 item 4): for a resource with an `orderField`, the
// records the search currently finds, put in a new order in the shared drag-to-sort dialog.
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowSortRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListQuery } from '../../client/list-query';
import { saveShowOrders } from '../../client/sort-api';
import type { SortItem } from '../../client/sort-order';
import type { ResourceSchema } from '../../schema/resource';
import { SortDialog } from '../dialog/sort-dialog';

export interface SortButtonProps {
  resource: ResourceSchema & { orderField: string };
  query: ListQuery;
  title: string;
  onSorted(): void;
}

export function SortButton({ resource, query, title, onSorted }: SortButtonProps) {
  const { t } = useTranslation('engine');
  const [items, setItems] = useState<SortItem[]>();
  const [loading, setLoading] = useState(false);

  const open = async () => {
    setLoading(true);
    try {
      const records = await query.fetchAll();
      setItems(
        records.map((record) => ({
          id: record.id,
          showOrder:
            typeof record[resource.orderField] === 'number' ? (record[resource.orderField] as number) : 0,
          name: String(record.name ?? record.id),
          ...(typeof record.name_en === 'string' ? { name_en: record.name_en } : {}),
        })),
      );
    } catch {
      // The request layer has shown why.
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Button
        icon={loading ? <Spinner size="tiny" /> : <ArrowSortRegular />}
        disabledFocusable={loading}
        onClick={() => void open()}
      >
        {t('engine:list.sort')}
      </Button>
      {items && (
        <SortDialog
          title={t('engine:list.sortTitle', { title })}
          items={items}
          onSave={(orders) => saveShowOrders(resource, orders)}
          onClose={() => setItems(undefined)}
          onDone={() => {
            setItems(undefined);
            onSorted();
          }}
        />
      )}
    </>
  );
}
