import {
  checkedItems,
  checkItem,
  grantedTitles,
  permissionTree,
  toggleItem,
  uncheckItem,
} from '../../../../engine/client/permission-tree';
import type { PrivilegeCatalogue } from '../../../../engine/protocol/privilege-catalogue';

// Shaped as GET /schema/privileges answers: navigation sections group screens, screens hold their actions.
const catalogue: PrivilegeCatalogue = {
  groups: [
    {
      name: 'dashboard',
      title: 'privileges:groups.dashboard',
      nodes: [
        {
          key: 'merchant_management',
          title: 'navigation:merchant_management',
          grouping: true,
          children: [
            {
              key: 'merchant_list',
              title: 'navigation:merchant_list',
              children: [
                { key: 'merchant_create', title: 'privileges:keys.merchant_create' },
                { key: 'merchant_edit', title: 'privileges:keys.merchant_edit' },
              ],
            },
            {
              key: 'branches_list',
              title: 'navigation:branches_list',
              relyRoute: 'merchant_list',
              children: [{ key: 'branches_create', title: 'privileges:keys.branches_create' }],
            },
          ],
        },
        {
          key: 'reports',
          title: 'navigation:reports',
          grouping: true,
          children: [
            { key: 'sales_report', title: 'navigation:sales_report', syncRoute: ['sales_detail'] },
            {
              key: 'sales_detail',
              title: 'navigation:sales_detail',
              relyRoute: 'platform_only_list',
              children: [{ key: 'sales_export', title: 'privileges:keys.sales_export' }],
            },
            // Relies on a split part of another screen (an action key).
            { key: 'merchant_chart', title: 'navigation:merchant_chart', relyRoute: 'merchant_create' },
            {
              key: 'audit_list',
              title: 'navigation:audit_list',
              notReacte: true,
              children: [{ key: 'audit_export', title: 'privileges:keys.audit_export' }],
            },
          ],
        },
        { key: 'stray_key', title: 'privileges:keys.stray_key' },
      ],
    },
    {
      name: 'pos',
      title: 'privileges:groups.pos',
      nodes: [
        { key: 'pos_refund', title: 'privileges:keys.pos_refund' },
        { key: 'pos_delete_dish', title: 'privileges:keys.pos_delete_dish' },
      ],
    },
    { name: 'connect', title: 'privileges:groups.connect', nodes: [{ key: 'connect_login', title: 'c' }] },
  ],
};
const tree = permissionTree(catalogue);
const MERCHANTS = 'section/merchant_management';
const REPORTS = 'section/reports';

describe('the permission tree built from the catalogue', () => {
  it('shows the three groups, in the catalogue’s order, with their sections and keys', () => {
    expect(tree.groups.map((group) => [group.id, group.title])).toEqual([
      ['group/dashboard', 'privileges:groups.dashboard'],
      ['group/pos', 'privileges:groups.pos'],
      ['group/connect', 'privileges:groups.connect'],
    ]);
    expect(tree.groups[0]?.children.map((item) => item.id)).toEqual([MERCHANTS, REPORTS, 'stray_key']);
  });

  it('stores no key for a group or a section', () => {
    expect(tree.items.get(MERCHANTS)?.key).toBeUndefined();
    expect(tree.items.get('group/pos')?.key).toBeUndefined();
    expect(tree.keys).not.toContain('merchant_management');
    expect(tree.keys.slice(0, 5)).toEqual([
      'merchant_list',
      'merchant_create',
      'merchant_edit',
      'branches_list',
      'branches_create',
    ]);
  });
});

describe('checking an item (core spec §4)', () => {
  it('checks every screen and action of a section, but not the section itself', () => {
    expect(checkItem(tree, [], MERCHANTS)).toEqual([
      'merchant_list',
      'merchant_create',
      'merchant_edit',
      'branches_list',
      'branches_create',
    ]);
  });

  it('checks every key of a group', () => {
    expect(checkItem(tree, [], 'group/pos')).toEqual(['pos_refund', 'pos_delete_dish']);
  });

  it('checks a screen’s actions with it', () => {
    expect(checkItem(tree, [], 'merchant_list')).toEqual([
      'merchant_list',
      'merchant_create',
      'merchant_edit',
    ]);
  });

  it('checks the screen an action belongs to', () => {
    expect(checkItem(tree, [], 'merchant_edit')).toEqual(['merchant_list', 'merchant_edit']);
  });

  it('checks the route a screen relies on (relyRoute), and that route’s screen for an action', () => {
    expect(checkItem(tree, [], 'branches_list')).toEqual([
      'merchant_list',
      'branches_list',
      'branches_create',
    ]);
    expect(checkItem(tree, [], 'branches_create')).toEqual([
      'merchant_list',
      'branches_list',
      'branches_create',
    ]);
  });

  it('checks the screen of a relied-on split part', () => {
    expect(checkItem(tree, [], 'merchant_chart')).toEqual([
      'merchant_list',
      'merchant_create',
      'merchant_chart',
    ]);
  });

  it('leaves out a relied-on route the caller may not grant, as it is not in his catalogue', () => {
    expect(checkItem(tree, [], 'sales_detail')).toEqual(['sales_detail', 'sales_export']);
  });

  it('with notReacte checks the item alone', () => {
    expect(checkItem(tree, [], 'audit_list')).toEqual(['audit_list']);
  });

  it('keeps the catalogue’s order whatever the order of the clicks', () => {
    const clicked = checkItem(
      tree,
      checkItem(tree, checkItem(tree, [], 'connect_login'), 'pos_refund'),
      'stray_key',
    );
    expect(clicked).toEqual(['stray_key', 'pos_refund', 'connect_login']);
  });

  it('drops section names and keys the catalogue does not offer', () => {
    expect(checkItem(tree, ['merchant_management', 'unknown_key'], 'pos_refund')).toEqual(['pos_refund']);
  });
});

describe('unchecking an item (core spec §4)', () => {
  const all = checkItem(
    tree,
    checkItem(tree, checkItem(tree, [], 'group/dashboard'), 'audit_export'),
    'group/pos',
  );

  it('clears every screen and action of a section', () => {
    expect(uncheckItem(tree, all, MERCHANTS)).toEqual([
      'sales_report',
      'sales_detail',
      'sales_export',
      'merchant_chart',
      'audit_list',
      'audit_export',
      'stray_key',
      'pos_refund',
      'pos_delete_dish',
    ]);
  });

  it('clears a screen’s actions with it', () => {
    expect(uncheckItem(tree, all, 'merchant_list').slice(0, 2)).toEqual(['branches_list', 'branches_create']);
  });

  it('unchecks an action alone, keeping its screen', () => {
    const left = uncheckItem(tree, all, 'merchant_edit');
    expect(left).toContain('merchant_list');
    expect(left).toContain('merchant_create');
    expect(left).not.toContain('merchant_edit');
  });

  it('unchecks the syncRoute siblings, and their actions with them', () => {
    const left = uncheckItem(tree, all, 'sales_report');
    expect(left).not.toContain('sales_detail');
    expect(left).not.toContain('sales_export');
    expect(left).toContain('audit_list');
  });

  it('with notReacte still clears the children', () => {
    expect(uncheckItem(tree, ['audit_list', 'audit_export'], 'audit_list')).toEqual([]);
  });
});

describe('the check boxes shown', () => {
  it('shows a parent checked when all below it are, mixed when some are, unchecked when none is', () => {
    const states = checkedItems(tree, ['merchant_list', 'merchant_create', 'merchant_edit']);
    expect(states.get('merchant_list')).toBe(true);
    expect(states.get(MERCHANTS)).toBe('mixed');
    expect(states.get('group/dashboard')).toBe('mixed');
    expect(states.has(REPORTS)).toBe(false);
    expect(states.has('branches_list')).toBe(false);
  });

  it('shows a screen held without all its actions mixed', () => {
    expect(checkedItems(tree, ['merchant_list']).get('merchant_list')).toBe('mixed');
  });

  it('shows a group checked when all its keys are', () => {
    expect(checkedItems(tree, ['pos_refund', 'pos_delete_dish']).get('group/pos')).toBe(true);
  });
});

describe('a click on a check box', () => {
  it('checks an unchecked or mixed item fully, and unchecks a checked one', () => {
    const some = ['merchant_list'];
    const full = toggleItem(tree, some, 'merchant_list');
    expect(full).toEqual(['merchant_list', 'merchant_create', 'merchant_edit']);
    expect(toggleItem(tree, full, 'merchant_list')).toEqual([]);
  });

  it('unchecks a mixed notReacte item, which checking could not fill', () => {
    expect(toggleItem(tree, ['audit_list'], 'audit_list')).toEqual([]);
  });
});

describe('the granted screens’ names', () => {
  it('names the screens and keys directly under a group or a section, not the actions', () => {
    expect(grantedTitles(tree, ['merchant_list', 'merchant_edit', 'pos_refund'])).toEqual([
      'navigation:merchant_list',
      'privileges:keys.pos_refund',
    ]);
  });
});
