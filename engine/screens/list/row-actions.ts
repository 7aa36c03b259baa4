// Which actions a list offers, as plain rules (core spec §6: shown only with the privilege): a
// record's edit, duplicate, detail and delete when its route has the screen and the user holds the
// key, and each state action whose `from` holds the record's state.
import { hasPrivilege, type PrivilegeHolder } from '../../client/privileges';
import type { StoredRecord } from '../../client/resource-api';
import type { NavigationRoute } from '../../schema/navigation-answer';
import type { ResourceSchema } from '../../schema/resource';

export type RowAction =
  { kind: 'edit' | 'duplicate' | 'detail' | 'delete' } | { kind: 'state'; name: string; title: string };

export interface ListPermissions {
  create: boolean;
  edit: boolean;
  duplicate: boolean;
  detail: boolean;
  delete: boolean;
}

export function listPermissions(
  resource: ResourceSchema,
  route: Pick<NavigationRoute, 'children'>,
  userInfo: PrivilegeHolder,
): ListPermissions {
  const children = route.children ?? {};
  const may = (key: string) => hasPrivilege(userInfo, key);
  return {
    create: Boolean(children.create) && may(resource.privileges.create),
    edit: Boolean(children.edit) && may(resource.privileges.update),
    duplicate: Boolean(children.duplicate) && may(resource.privileges.create),
    detail: Boolean(children.detail) && may(resource.privileges.read),
    delete: may(resource.privileges.delete),
  };
}

export function rowActions(
  resource: ResourceSchema,
  permissions: ListPermissions,
  userInfo: PrivilegeHolder,
  row: StoredRecord,
): RowAction[] {
  const actions: RowAction[] = [];
  if (permissions.detail) actions.push({ kind: 'detail' });
  if (permissions.edit) actions.push({ kind: 'edit' });
  if (permissions.duplicate) actions.push({ kind: 'duplicate' });
  const machine = resource.stateMachine;
  if (machine) {
    const state = row[machine.field];
    for (const [name, action] of Object.entries(machine.actions)) {
      if (
        typeof state === 'string' &&
        action.from.includes(state) &&
        hasPrivilege(userInfo, action.privilege)
      )
        actions.push({ kind: 'state', name, title: action.title });
    }
  }
  if (permissions.delete) actions.push({ kind: 'delete' });
  return actions;
}
