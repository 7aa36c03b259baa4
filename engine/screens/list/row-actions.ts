// Which actions a list offers, as plain rules (core spec §6: shown only with the privilege): a
// record's edit, duplicate, detail and delete when its route has the screen and the user holds the
// key, each state action whose `from` holds the record's state, and each row call the user may make
// whose `when` holds for the record.
import { hasPrivilege, type PrivilegeHolder } from '../../client/privileges';
import type { StoredRecord } from '../../client/resource-api';
import type { ResourceNavigationRoute } from '../../schema/navigation-answer';
import { evaluate } from '../../schema/conditions';
import type { ResourceCall, ResourceSchema, StateAction } from '../../schema/resource';

export type RowAction =
  | { kind: 'edit' | 'duplicate' | 'detail' | 'delete' }
  | { kind: 'state' | 'call'; name: string; title: string };

/** The resource's calls placed `on` the list or a row, that the user may make. */
export function callsOn(
  resource: ResourceSchema,
  on: ResourceCall['on'],
  userInfo: PrivilegeHolder,
): [string, ResourceCall][] {
  return Object.entries(resource.calls ?? {}).filter(
    ([, call]) => call.on === on && hasPrivilege(userInfo, call.privilege),
  );
}

export interface ListPermissions {
  create: boolean;
  edit: boolean;
  duplicate: boolean;
  detail: boolean;
  delete: boolean;
}

export function listPermissions(
  resource: ResourceSchema,
  route: Pick<ResourceNavigationRoute, 'children'>,
  userInfo: PrivilegeHolder,
): ListPermissions {
  const children = route.children ?? {};
  // A resource without a create or delete key has no such call: nobody may (client/privileges.ts).
  const may = (key: string | undefined) => hasPrivilege(userInfo, key);
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
  for (const [name, call] of callsOn(resource, 'row', userInfo))
    if (call.when === undefined || evaluate(call.when, row))
      actions.push({ kind: 'call', name, title: call.title });
  if (permissions.delete) actions.push({ kind: 'delete' });
  return actions;
}

/** The state actions the list offers over its selected rows: declared `bulk`, and the user's to take. */
export function bulkActions(resource: ResourceSchema, userInfo: PrivilegeHolder): [string, StateAction][] {
  return Object.entries(resource.stateMachine?.actions ?? {}).filter(
    ([, action]) => action.bulk === true && hasPrivilege(userInfo, action.privilege),
  );
}
