// Which company or shop a screen shows, for a user who reaches several: a settings screen's
// (docs/schemas.md "Settings records"), or a page's of its own (a shop's queue board). The tenants
// he may read, by name; the page says what the choice is for. The server checks the choice again
// on every call.
import { Field, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../../client/client-stores';
import { currentLanguage } from '../../client/i18n';
import { optionOf, type LookupOption } from '../../client/lookup-query';
import type { Navigation } from '../../client/navigation';
import { resourceApi } from '../../client/resource-api';
import { reachesSeveral, type TenantKind } from '../../client/tenant-reach';
import type { UserInfo } from '../../protocol/user-info';
import { MAX_PAGE_SIZE } from '../../protocol/constants';

/**
 * The resource listing the tenants of `kind` the user must choose among, or undefined when the
 * server places him (he reaches one, or may not list them).
 */
export function tenantsToChoose(
  kind: TenantKind,
  navigation: Pick<Navigation, 'resourceRoutes'>,
  userInfo: UserInfo | null | undefined,
): string | undefined {
  const tenants = navigation.resourceRoutes.find((entry) => entry.tenantOf === kind)?.resource;
  return tenants && userInfo && reachesSeveral(kind, userInfo) ? tenants : undefined;
}

export interface TenantSelectProps {
  kind: TenantKind;
  /** The navigation's tenant resource, which the user may read. */
  tenants: string;
  value: number | undefined;
  onChange(id: number): void;
  /** What the empty choice asks, in the page's words; a settings screen's ("whose settings") by default. */
  prompt?: string;
}

export function TenantSelect({ kind, tenants, value, onChange, prompt }: TenantSelectProps) {
  const { t, i18n } = useTranslation('engine');
  const { resourceSchemas } = useClientStores();
  const [options, setOptions] = useState<LookupOption[] | null>(null);
  const language = currentLanguage(i18n);
  useEffect(() => {
    let live = true;
    resourceSchemas
      .get(tenants)
      .then((schema) =>
        resourceApi(schema).query({ pageSize: MAX_PAGE_SIZE, sort: { field: 'id', order: 'asc' } }),
      )
      .then(
        ({ rows }) => live && setOptions(rows.map((row) => optionOf(row, 'name', language))),
        // The request layer has said why; the screen keeps asking for a choice it cannot offer.
        () => live && setOptions([]),
      );
    return () => {
      live = false;
    };
  }, [resourceSchemas, tenants, language]);
  return (
    <Field label={t(`engine:settings.choose.${kind}`)}>
      <Select
        value={value === undefined ? '' : String(value)}
        disabled={options === null}
        onChange={(_event, data) => data.value && onChange(Number(data.value))}
      >
        <option value="" disabled>
          {prompt ?? t('engine:settings.choosePrompt')}
        </option>
        {(options ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}
