// What the list's destructive and state actions ask before they run (core spec §2.5 dialogs): a
// delete and a bulk delete ask for confirmation; a state action asks for its `input` in a form, or
// for confirmation when it has a `confirm` text, or runs at once; a bulk action over the selected
// records always asks, saying how many.
import type { ResourceApi, StoredRecord } from '../../client/resource-api';
import type { ResourceSchema } from '../../schema/resource';
import { actionInputResource } from '../../schema/action-input';
import type { DialogRequest } from '../dialog/engine-dialog';
import type { Translate } from '../field-text';

export function deleteRequest(
  resource: ResourceSchema,
  api: Pick<ResourceApi, 'remove'>,
  ids: number[],
  t: Translate,
): DialogRequest {
  const record = t(resource.title);
  return {
    kind: 'confirm',
    title: t('engine:list.deleteTitle', { record }),
    body:
      ids.length === 1
        ? t('engine:list.deleteOne', { record })
        : t('engine:list.deleteMany', { count: ids.length, record }),
    confirmText: t('engine:list.actions.delete'),
    onConfirm: () => api.remove(ids),
  };
}

/** The dialog a state action needs, or null when it runs without asking. */
export function stateActionRequest(
  resource: ResourceSchema,
  api: Pick<ResourceApi, 'act'>,
  name: string,
  row: StoredRecord,
  t: Translate,
): DialogRequest | null {
  const action = resource.stateMachine?.actions[name];
  if (!action) return null;
  const title = t(action.title);
  if (action.input?.length) {
    return {
      kind: 'form',
      title,
      resource: actionInputResource(resource, action.input),
      confirmText: title,
      onConfirm: (values) => api.act(name, row.id, values),
    };
  }
  if (action.confirm) {
    return {
      kind: 'confirm',
      title,
      body: t(action.confirm),
      confirmText: title,
      onConfirm: () => api.act(name, row.id, {}),
    };
  }
  return null;
}

/** The confirmation of a bulk state action over the selected records `ids`. */
export function bulkActionRequest(
  resource: ResourceSchema,
  api: Pick<ResourceApi, 'actOnAll'>,
  name: string,
  ids: number[],
  t: Translate,
): DialogRequest {
  const action = t(resource.stateMachine?.actions[name]?.title ?? name);
  return {
    kind: 'confirm',
    title: t('engine:list.bulkAction', { action }),
    body: t('engine:list.bulkActionMany', { action, count: ids.length }),
    confirmText: action,
    onConfirm: () => api.actOnAll(name, ids),
  };
}
