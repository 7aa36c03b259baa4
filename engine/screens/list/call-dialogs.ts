// What a declared call (`calls`) asks before it runs: its `input` in a form (with the tenant picker
// first when the user must choose), or a confirmation, or nothing. A row call sends the record's id,
// every call its declared `values`, and an idempotent one its dialog's key.
// Its done notice reads the answer (an invitation's address); a call that `shows` its answer (a
// mail's preview) hands it on to be shown instead.
import type { StoredRecord } from '../../client/resource-api';
import { requestKey } from '../../client/request-key';
import { sendCall } from '../../client/resource-calls';
import type { ResourceSchema } from '../../schema/resource';
import { callInputResource } from '../dialog/dialog-form';
import type { DialogRequest } from '../dialog/engine-dialog';
import type { CallAnswer } from './call-answer-dialog';
import type { Translate } from '../field-text';

/** A call ready to run: the dialog it needs (null: none) and what it sends. */
export interface CallRun {
  request: DialogRequest | null;
  send(values: Record<string, unknown>): Promise<unknown>;
  /** The notice after success, in the answer's words. */
  doneText(): string;
  /** The answer to show after success; null when the call shows none (its notice says it). */
  shown(): CallAnswer | null;
}

const textOf = (answer: unknown, field: string | undefined): string | undefined => {
  const value =
    field && typeof answer === 'object' && answer !== null
      ? (answer as Record<string, unknown>)[field]
      : undefined;
  return typeof value === 'string' ? value : undefined;
};

const TENANT_FIELDS = ['companyId', 'shopId'];

/**
 * `resource` is the form's resource: for a list call, with the tenant picker when the user must
 * choose (withTenantPicker), whose field then leads the dialog.
 */
export function callRun(
  resource: ResourceSchema,
  name: string,
  row: StoredRecord | null,
  t: Translate,
): CallRun | null {
  const call = resource.calls?.[name];
  if (!call) return null;
  let answer: unknown;
  // One key for this dialog, however often it is sent: a retry after a lost answer moves nothing twice.
  const key = call.idempotent ? { key: requestKey() } : {};
  const send = async (values: Record<string, unknown>) => {
    const body = { ...values, ...call.values, ...key };
    answer = await sendCall(call, row ? { ...body, id: row.id } : body);
  };
  const doneText = () =>
    t(call.done ?? 'engine:list.done', { ...(typeof answer === 'object' && answer !== null ? answer : {}) });
  const title = t(call.title);
  const shown = (): CallAnswer | null => {
    const html = textOf(answer, call.shows?.html);
    return html === undefined ? null : { title: textOf(answer, call.shows?.title) ?? title, html };
  };
  let request: DialogRequest | null = null;
  if (call.input?.length) {
    const tenant = TENANT_FIELDS.filter((field) => field in resource.fields);
    request = {
      kind: 'form',
      title,
      resource: callInputResource(resource, [...tenant, ...call.input], call),
      confirmText: title,
      onConfirm: send,
    };
  } else if (call.confirm) {
    request = {
      kind: 'confirm',
      title,
      body: t(call.confirm, { ...row }),
      confirmText: title,
      onConfirm: () => send({}),
    };
  }
  return { request, send, doneText, shown };
}
