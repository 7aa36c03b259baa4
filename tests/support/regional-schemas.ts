// A copy of the product's schemas plus the regional routes the spec names (core spec §2.3, §6), for
// the tests of the region and platform rules: the US terminal and the Hong Kong EFT terminal are
// the payment section's own (schemas/payments), the delivery platforms' settings and menus the
// delivery section's (schemas/delivery: Deliveroo's settings for the platform level, Keeta's for the
// super admin, the platform menus for everyone). A route the product does not declare yet may be
// added here (DECLARED), reusing a label key that exists; none is needed now.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../server/config';

export interface RegionalRoute {
  resource: string;
  endpoint: string;
  route: string;
  path: string;
  /** The English label of its navigation entry. */
  label: string;
}

interface Declared extends RegionalRoute {
  section: string;
  title: string;
  flags: { onlyUS?: boolean; onlyHK?: boolean };
}

/** Routes the product does not declare yet, written into the copy for these tests: none now. */
const DECLARED: readonly Declared[] = [];

/** The product's own regional routes (schemas/payments, schemas/delivery), as the navigation shows them in English. */
const PRODUCT = {
  terminal: {
    resource: 'terminal',
    endpoint: '/terminal',
    route: 'terminal',
    path: '/payment_coupons/terminal',
    label: 'Card terminals',
  },
  eftTerminal: {
    resource: 'eftTerminal',
    endpoint: '/eft/terminal',
    route: 'eft_qf_kpay_terminal',
    path: '/payment_coupons/eft_qf_kpay_terminal',
    label: 'EFT / QF / KPay terminals',
  },
  deliverooSettings: {
    resource: 'deliverooSettings',
    endpoint: '/delivery/deliveroo/settings',
    route: 'deliverooSettings',
    path: '/delivery_platforms/deliverooSettings',
    label: 'Deliveroo',
  },
  keetaSettings: {
    resource: 'keetaSettings',
    endpoint: '/delivery/keeta/settings',
    route: 'keetaSettings',
    path: '/delivery_platforms/keetaSettings',
    label: 'Keeta',
  },
  deliveryMenu: {
    resource: 'deliveryMenu',
    endpoint: '/delivery/menu',
    route: 'delivery_menu',
    path: '/delivery_platforms/menu',
    label: 'Platform menus',
  },
} satisfies Record<string, RegionalRoute>;

export const REGIONAL: Record<keyof typeof PRODUCT, RegionalRoute> = PRODUCT;

function schemaOf({ resource, endpoint, route, path, section, title, flags }: Declared): object {
  return {
    name: resource,
    module: 'companies',
    title: 'companies:company',
    endpoint,
    scope: 'company',
    route: { name: route, path, title, section, ...flags },
    privileges: {
      read: route,
      create: 'merchant_create',
      update: 'merchant_edit',
      delete: 'merchant_delete',
    },
    fields: { name: { type: 'string', title: 'companies:fields.name', minLength: 1, ui: { column: true } } },
    required: ['name'],
  };
}

/** A temporary schemas folder holding the product's schemas and the regional ones; remove it after. */
export function writeRegionalSchemas(): { schemasDir: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'brigade-regional-schemas-'));
  const schemasDir = join(folder, 'schemas');
  cpSync(join(ROOT_DIR, 'schemas'), schemasDir, { recursive: true });
  for (const declared of DECLARED)
    writeFileSync(
      join(schemasDir, 'companies', `${declared.resource}.json`),
      JSON.stringify(schemaOf(declared), null, 2),
    );
  return { schemasDir, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
