import type { Preferences } from '../../../../engine/client/preferences';
import { ColumnLayout } from '../../../../engine/screens/list/column-layout';
import { sheetFileName, sheetRows } from '../../../../engine/screens/list/export-sheet';
import { listColumns } from '../../../../engine/screens/list/list-columns';
import { jumpTarget, pageCount, pagerItems } from '../../../../engine/screens/list/pager-items';
import { listPermissions, rowActions } from '../../../../engine/screens/list/row-actions';
import { companySchema, noteSchema, userInfo } from '../../../support/resources';
import { testI18n } from '../../../support/test-i18n';

describe('the pager (pager count 7)', () => {
  it('shows every page when there are at most seven', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first pages and a jump forward near the start', () => {
    expect(pagerItems(2, 20)).toEqual([1, 2, 3, 4, 5, 6, 'nextMore', 20]);
  });

  it('shows a window around the current page in the middle', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'previousMore', 8, 9, 10, 11, 12, 'nextMore', 20]);
  });

  it('shows the last pages and a jump back near the end', () => {
    expect(pagerItems(19, 20)).toEqual([1, 'previousMore', 15, 16, 17, 18, 19, 20]);
  });

  it('jumps five pages and counts pages from the total', () => {
    expect(jumpTarget('nextMore', 2, 20)).toBe(7);
    expect(jumpTarget('previousMore', 3, 20)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(31, 10)).toBe(4);
  });

  it('lets the user page forward past the count limit while the pages are full', () => {
    // 10,000 counted, more match: 500 pages of 20 are known.
    expect(pageCount(10_000, 20, { current: 1, fullPage: true })).toBe(500);
    expect(pageCount(10_000, 20, { current: 500, fullPage: true })).toBe(501);
    expect(pageCount(10_000, 20, { current: 800, fullPage: true })).toBe(801);
    expect(pageCount(10_000, 20, { current: 1001, fullPage: false })).toBe(1001);
  });

  it('says "more than" when the count stopped at the limit, in each language', async () => {
    const texts = await Promise.all(
      (['en', 'zh-TW', 'zh-CN'] as const).map(async (language) =>
        (await testI18n(language, ['engine'])).t('engine:pager.moreThan', { count: 10_000 }),
      ),
    );
    expect(texts).toEqual(['More than 10,000', '超過 10,000 筆', '超过 10,000 条']);
  });
});

describe('the list columns', () => {
  it('orders numbered columns first, then the others as declared', () => {
    expect(listColumns(companySchema)).toEqual([
      'name',
      'name_en',
      'subdomain',
      'contacts',
      'phone1',
      'email',
      'applicationTime',
      'userCount',
      'branchCount',
      'status',
    ]);
    expect(listColumns(noteSchema)).toEqual(['title', 'kind', 'seats']);
  });

  it('never offers a secret as a column', () => {
    const secret = {
      type: 'string' as const,
      format: 'password',
      title: 'fields:password',
      ui: { column: 3 },
    };
    const withSecret = { ...noteSchema, fields: { ...noteSchema.fields, secret } };
    expect(listColumns(withSecret)).toEqual(['title', 'kind', 'seats']);
  });
});

describe('row actions', () => {
  const route = { children: { create: true, edit: true, detail: true } };
  const pending = { id: 1, version: 1, status: 'pending' };

  it('shows an admin every screen, each state action the state allows, and delete', () => {
    const admin = userInfo({ admin: true });
    const actions = rowActions(companySchema, listPermissions(companySchema, route, admin), admin, pending);
    expect(actions.map((action) => (action.kind === 'state' ? action.name : action.kind))).toEqual([
      'detail',
      'edit',
      'approve',
      'reject',
      'delete',
    ]);
    const approved = rowActions(companySchema, listPermissions(companySchema, route, admin), admin, {
      ...pending,
      status: 'approved',
    });
    expect(approved.some((action) => action.kind === 'state')).toBe(false);
  });

  it('shows a company manager only what his privileges allow', () => {
    const owner = userInfo({ privilegeList: ['merchant_list', 'merchant_edit'] });
    const permissions = listPermissions(companySchema, route, owner);
    expect(permissions).toEqual({ create: false, edit: true, duplicate: false, detail: true, delete: false });
    expect(rowActions(companySchema, permissions, owner, pending).map((action) => action.kind)).toEqual([
      'detail',
      'edit',
    ]);
  });

  it('offers no Create and no Delete, an admin neither, where the resource has no such call', () => {
    const admin = userInfo({ admin: true });
    const { create: _create, delete: _delete, ...kept } = companySchema.privileges;
    const comments = { ...companySchema, privileges: kept };
    const permissions = listPermissions(comments, route, admin);
    expect(permissions).toMatchObject({ create: false, delete: false, edit: true, detail: true });
    expect(rowActions(comments, permissions, admin, pending).map((action) => action.kind)).not.toContain(
      'delete',
    );
  });

  it('offers duplicate only where the route declares it', () => {
    const admin = userInfo({ admin: true });
    expect(listPermissions(noteSchema, noteSchema.route, admin).duplicate).toBe(true);
    expect(listPermissions(companySchema, route, admin).duplicate).toBe(false);
  });
});

describe('the ColumnLayout store', () => {
  const preferences = (saved: unknown) => {
    const write = jest.fn().mockResolvedValue(undefined);
    const read = (async (_key: string, accept: (value: unknown) => boolean) =>
      accept(saved) ? saved : null) as Preferences['read'];
    return { read, write };
  };

  it('shows every column until a choice is saved', async () => {
    const layout = new ColumnLayout('company', ['name', 'email', 'status'], preferences(null));
    await layout.load();
    expect(layout.visible).toEqual(['name', 'email', 'status']);
  });

  it('takes back the saved choice, and shows columns added to the schema since', async () => {
    const layout = new ColumnLayout(
      'company',
      ['name', 'email', 'status', 'city'],
      preferences({ hidden: ['email'] }),
    );
    await layout.load();
    expect(layout.visible).toEqual(['name', 'status', 'city']);
  });

  it('saves each change per resource, and never hides the last column', async () => {
    const store = preferences(null);
    const layout = new ColumnLayout('company', ['name', 'email'], store);
    await layout.toggle('email');
    expect(store.write).toHaveBeenLastCalledWith('columns.company', { hidden: ['email'] });
    await layout.toggle('name');
    expect(layout.visible).toEqual(['name']);
    await layout.showAll();
    expect(store.write).toHaveBeenLastCalledWith('columns.company', { hidden: [] });
  });
});

describe('the export sheet', () => {
  it('has translated headers and values as the list shows them', async () => {
    const i18n = await testI18n('en', ['engine', 'companies']);
    const rows = sheetRows(
      companySchema,
      ['name', 'status', 'delayedPrinting'],
      [{ id: 1, version: 1, name: 'Harbour', status: 'approved', delayedPrinting: true }],
      i18n.t,
    );
    expect(rows).toEqual([
      ['Merchant name', 'Status', 'Delayed printing'],
      ['Harbour', 'Approved', 'Yes'],
    ]);
  });

  it('is named after the list and the day, safely', () => {
    expect(sheetFileName('Merchants/HK', new Date('2026-03-04T10:00:00Z'))).toBe(
      'Merchants-HK-2026-03-04.xlsx',
    );
  });
});
