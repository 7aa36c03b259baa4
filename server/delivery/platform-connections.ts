// A shop's connection to a delivery platform: its saved settings (schemas/delivery/*-settings.json),
// secrets opened from their seals, made into the platform's adapter on the configured hosts with the
// shop's kept token (delivery-tokens.ts). A shop whose settings lack what the adapter needs has no
// connection, and is told which fields.
import { settingsDefaults } from '../../engine/schema';
import {
  revealSecret,
  settingsRow,
  type Queryable,
  type SecretKeyring,
  type SystemRecords,
} from '../../engine/server';
import type { DeliveryHosts } from '../config';
import { deliveryTokens } from './delivery-tokens';
import { deliverooApi } from './platforms/deliveroo-api';
import { foodpandaApi } from './platforms/foodpanda-api';
import { keetaApi } from './platforms/keeta-api';
import type { PlatformAdapter, PlatformName } from './platforms/platform-adapter';

/** Each platform's settings record. */
export const SETTINGS_RESOURCES: Record<PlatformName, string> = {
  foodpanda: 'foodPandaSettings',
  deliveroo: 'deliverooSettings',
  keeta: 'keetaSettings',
};

export interface ConnectionDeps {
  db: Queryable;
  records: SystemRecords;
  keyring: SecretKeyring;
  hosts: DeliveryHosts;
}

export interface ShopTenant {
  companyId: number;
  shopId: number;
}

/** The adapter, or the settings fields still empty (their names) when it cannot be made. */
export type Connection =
  { ok: true; adapter: PlatformAdapter; enabled: boolean } | { ok: false; missing: string[] };

type Fields = Record<string, string>;

/** The shop's saved values of `fields` (secrets opened), and those left empty. */
async function savedValues(
  deps: ConnectionDeps,
  platform: PlatformName,
  tenant: ShopTenant,
  fields: string[],
) {
  const resource = deps.records.resource(SETTINGS_RESOURCES[platform]);
  const row = await settingsRow(deps.db, resource, tenant, false);
  const data = { ...settingsDefaults(resource), ...row?.data };
  const values: Fields = {};
  for (const field of fields) {
    const value =
      resource.fields[field]?.format === 'encrypted'
        ? revealSecret(deps.keyring, resource, data, field)
        : data[field];
    if (typeof value === 'string' && value.trim() !== '') values[field] = value.trim();
  }
  return {
    values,
    missing: fields.filter((field) => values[field] === undefined),
    enabled: data.enabled === true,
  };
}

const FIELDS: Record<PlatformName, string[]> = {
  foodpanda: ['username', 'password', 'token', 'chainCode', 'vendorCode'],
  deliveroo: ['clientId', 'secret', 'webhookSecret', 'brandId', 'siteId'],
  keeta: ['appId', 'clientId', 'secret', 'keetaShopId'],
};

function adapterOf(
  deps: ConnectionDeps,
  platform: PlatformName,
  tenant: ShopTenant,
  values: Fields,
): PlatformAdapter {
  const tokens = deliveryTokens(deps.db, deps.keyring, { ...tenant, platform });
  const text = (field: string) => values[field] ?? '';
  const { hosts } = deps;
  switch (platform) {
    case 'deliveroo':
      return deliverooApi(
        {
          clientId: text('clientId'),
          clientSecret: text('secret'),
          brandId: text('brandId'),
          siteId: text('siteId'),
          webhookSecret: text('webhookSecret'),
        },
        { apiUrl: hosts.deliverooApiUrl, authUrl: hosts.deliverooAuthUrl, tokens },
      );
    case 'foodpanda':
      return foodpandaApi(
        {
          username: text('username'),
          password: text('password'),
          chainCode: text('chainCode'),
          vendorCode: text('vendorCode'),
          webhookSecret: text('token'),
        },
        { apiUrl: hosts.foodpandaApiUrl, tokens },
      );
    case 'keeta':
      return keetaApi(
        {
          appId: text('appId'),
          clientId: text('clientId'),
          clientSecret: text('secret'),
          merchantId: text('keetaShopId'),
        },
        { apiUrl: hosts.keetaApiUrl, tokens },
      );
  }
}

/** The shop's connection to `platform` as its settings stand. */
export async function platformConnection(
  deps: ConnectionDeps,
  platform: PlatformName,
  tenant: ShopTenant,
): Promise<Connection> {
  const { values, missing, enabled } = await savedValues(deps, platform, tenant, FIELDS[platform]);
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, adapter: adapterOf(deps, platform, tenant, values), enabled };
}
