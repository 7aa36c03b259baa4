// The pure rules behind issue 10 item 5: a field's own message for a keyword, a locked field's fixed
// value, the declared calls a list offers and the dialog that asks for a call's input.
import manager from '../../../../schemas/accounts/manager.json';
import dishDetail from '../../../../schemas/menu/dish-detail.json';
import { withDisabledValues } from '../../../../engine/schema/disabled-values';
import { validateRecord } from '../../../../engine/schema/record-validation';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { DialogForm, callInputResource } from '../../../../engine/screens/dialog/dialog-form';
import { RecordForm } from '../../../../engine/screens/form/record-form';
import { HEADER_ROOM, columnMinWidth } from '../../../../engine/screens/list/column-widths';
import { callsOn, listPermissions, rowActions } from '../../../../engine/screens/list/row-actions';
import { invitationProblems } from '../../../../pages/accounts/account-pages/account-rules';
import { userInfo } from '../../../support/resources';

const managers = manager as unknown as ResourceSchema;
const details = dishDetail as unknown as ResourceSchema;

describe('a field’s own message', () => {
  it('asks for six numbers when a manager key breaks its pattern', () => {
    const { problems } = validateRecord(managers, { secondaryPassword: '12a' }, ['secondaryPassword']);
    expect(problems.find((problem) => problem.field === 'secondaryPassword')?.key).toBe(
      'validation:sixDigits',
    );
  });
});

describe('a required-only dish detail (business spec §5)', () => {
  const requiredOnly = { name: 'Doneness', required: true, multiple: false, options: [{ name: 'Rare' }] };

  it('fixes minimum and maximum at 1 while only Required is on', () => {
    expect(withDisabledValues(details, { ...requiredOnly, minSelect: 0, maxSelect: 3 })).toMatchObject({
      minSelect: 1,
      maxSelect: 1,
    });
    const free = { ...requiredOnly, multiple: true, minSelect: 0, maxSelect: 3 };
    expect(withDisabledValues(details, free)).toBe(free);
  });

  it('locks both inputs in the form and sends the fixed values on edit', async () => {
    const stored = { id: 4, version: 1, ...requiredOnly, multiple: true, minSelect: 2, maxSelect: 3 };
    const modify = jest.fn(async () => stored);
    const form = new RecordForm(
      details,
      'edit',
      { create: jest.fn(), modify },
      userInfo({ admin: true }),
      stored,
      {
        ...stored,
      },
    );
    form.setValues({ ...form.values, multiple: false });
    expect(form.values).toMatchObject({ minSelect: 1, maxSelect: 1 });
    expect(form.disabledFields).toEqual(['minSelect', 'maxSelect']);
    expect(await form.submit()).toBe('saved');
    expect(modify).toHaveBeenCalledWith(4, 1, { multiple: false, minSelect: 1, maxSelect: 1 });
  });
});

describe('the merchant accounts’ calls', () => {
  const owner = userInfo({
    companyManager: true,
    privilegeList: ['merchant_account_list', 'merchant_account_create', 'merchant_account_edit'],
  });
  const route = { children: { create: true, edit: true, detail: true } };
  const account = { id: 3, version: 1, name: 'May Wong', accountType: 'shopManager' };

  it('offers Invite on the list to whoever may create accounts', () => {
    expect(callsOn(managers, 'list', owner).map(([name]) => name)).toEqual(['invite']);
    expect(callsOn(managers, 'list', userInfo({ privilegeList: ['merchant_account_list'] }))).toEqual([]);
  });

  it('offers Unlock only on a locked account, to whoever may edit it', () => {
    const names = (row: object, user = owner) =>
      rowActions(managers, listPermissions(managers, route, user), user, { ...account, ...row }).map(
        (action) => ('name' in action ? action.name : action.kind),
      );
    expect(names({ locked: true })).toContain('unlock');
    expect(names({ locked: false })).not.toContain('unlock');
    expect(names({ locked: true }, userInfo({ privilegeList: ['merchant_account_list'] }))).not.toContain(
      'unlock',
    );
  });

  it('asks an invitation’s fields with the account’s own conditions', () => {
    const input = managers.calls?.invite?.input ?? [];
    const form = new DialogForm(callInputResource(managers, input), jest.fn());
    form.setValues({
      name: 'Nina',
      email: 'nina@example.com',
      accountType: 'companyManager',
      shopPrivilegeList: [1],
    });
    expect(form.isVisible('shopPrivilegeList')).toBe(false);
    expect(form.body).not.toHaveProperty('shopPrivilegeList');
    expect(form.isRequired('privilegeMappingId')).toBe(true);
    form.setValues({ ...form.values, accountType: 'shopManager', shopPrivilegeList: [] });
    expect(form.isRequired('shopPrivilegeList')).toBe(true);
    expect(form.problems.map((problem) => problem.field).sort()).toEqual([
      'privilegeMappingId',
      'shopPrivilegeList',
    ]);
  });
});

describe('the invitation page’s rules', () => {
  const filled = {
    username: 'nina.ho',
    password: 'Nina-pass-1',
    password2: 'Nina-pass-1',
    managerKey: '246810',
    managerKey2: '246810',
  };

  it('asks for a six-digit manager key entered twice alike', () => {
    expect(invitationProblems(filled)).toEqual({});
    expect(invitationProblems({ ...filled, managerKey: '2468', managerKey2: '2468' })).toEqual({
      managerKey: 'validation:sixDigits',
    });
    expect(invitationProblems({ ...filled, managerKey2: '135790' })).toEqual({
      managerKey2: 'validation:passwordMismatch',
    });
  });
});

describe('a list column’s least width', () => {
  // Eight pixels a character, as a stand-in for the heading font.
  const measure = (word: string) => word.length * 8;
  const text = { type: 'string' as const, title: 'x' };
  const count = { type: 'integer' as const, title: 'x' };

  it('is never narrower than the heading’s longest word, which then wraps whole', () => {
    expect(columnMinWidth(text, 'Application time', measure)).toBe(11 * 8 + HEADER_ROOM);
  });

  it('keeps a floor for short headings, lower for numbers', () => {
    expect(columnMinWidth(text, 'Email', measure)).toBe(72);
    expect(columnMinWidth(count, 'No.', measure)).toBe(56);
  });

  it('lets a Chinese heading wrap between any two characters', () => {
    expect(columnMinWidth(count, '分店數量', measure)).toBe(Math.max(56, 8 + HEADER_ROOM));
  });
});
