// One record to narrow a report or a record list to (a shop, a scene), or all of them: the records
// of a resource the user may read, by name. The server checks the choice again.
import { Field, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../../client/client-stores';
import { currentLanguage } from '../../client/i18n';
import { optionOf, type LookupOption } from '../../client/lookup-query';
import { resourceApi } from '../../client/resource-api';
import { MAX_PAGE_SIZE } from '../../protocol/constants';

function useOptions(resource: string): LookupOption[] {
  const { resourceSchemas } = useClientStores();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [options, setOptions] = useState<LookupOption[]>([]);
  useEffect(() => {
    let live = true;
    resourceSchemas
      .get(resource)
      .then((schema) =>
        resourceApi(schema).query({ pageSize: MAX_PAGE_SIZE, sort: { field: 'id', order: 'asc' } }),
      )
      .then(
        ({ rows }) => live && setOptions(rows.map((row) => optionOf(row, 'name', language))),
        // The request layer has said why; the choice stays on all of them.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [resourceSchemas, resource, language]);
  return options;
}

export interface RecordSelectProps {
  /** The resource whose records are offered. */
  resource: string;
  label: string;
  /** The choice of all of them. */
  allLabel: string;
  value: number | undefined;
  onChange(id: number | undefined): void;
}

export function RecordSelect({ resource, label, allLabel, value, onChange }: RecordSelectProps) {
  const options = useOptions(resource);
  return (
    <Field label={label}>
      <Select
        value={value === undefined ? '' : String(value)}
        onChange={(_event, data) => onChange(data.value ? Number(data.value) : undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
