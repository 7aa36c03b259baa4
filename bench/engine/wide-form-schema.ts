import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../support/paths';

export const WIDE_FORM_FIELDS = 200;
export const WIDE_FORM_PATH = '/merchant_management/wide_form';

// A quarter each of text, number, switch and select fields, in four sections: the mix of a real
// settings screen. Labels reuse existing keys, so the product's locales need no change.
function field(index: number): [string, Record<string, unknown>] {
  const name = `f${String(index).padStart(3, '0')}`;
  const section = [
    'companies:sections.basic',
    'companies:sections.contact',
    'companies:sections.features',
    'companies:sections.hours',
  ][index % 4];
  const kinds: Record<string, unknown>[] = [
    { type: 'string', title: 'companies:fields.name', maxLength: 100, ui: { section } },
    { type: 'integer', title: 'companies:fields.simultaneousOnlineTerminals', minimum: 0, ui: { section } },
    { type: 'boolean', title: 'companies:fields.delayedPrinting', ui: { widget: 'switch', section } },
    {
      type: 'string',
      title: 'companies:fields.status',
      enum: ['pending', 'approved'],
      ui: {
        widget: 'select',
        section,
        labels: { pending: 'companies:status.pending', approved: 'companies:status.approved' },
      },
    },
  ];
  return [name, kinds[index % 4] ?? {}];
}

/** A copy of the product's schemas plus one 200-field resource; answers the folder for SCHEMAS_DIR. */
export function schemasWithWideForm(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'brigade-bench-schemas-')), 'schemas');
  cpSync(join(ROOT_DIR, 'schemas'), dir, { recursive: true });
  const fields = Object.fromEntries(Array.from({ length: WIDE_FORM_FIELDS }, (_, i) => field(i + 1)));
  writeFileSync(
    join(dir, 'companies', 'wide-form.json'),
    JSON.stringify({
      name: 'wideForm',
      module: 'companies',
      title: 'companies:shop',
      endpoint: '/wide/form',
      scope: 'company',
      route: {
        name: 'wide_form',
        path: WIDE_FORM_PATH,
        title: 'navigation:branches_list',
        section: 'merchant_management',
        children: { create: true },
      },
      privileges: {
        read: 'wide_form',
        create: 'branches_create',
        update: 'branches_edit',
        delete: 'branches_delete',
      },
      fields,
    }),
  );
  return dir;
}
