import { BusinessError, paramsSchema } from '../../engine/server';
import type { Params } from '../../engine/server';
import { Status } from '../../engine/protocol';
import type { ServerConfig } from '../config';

/** What the account calls that send mail need: the accounts' options, the mailer and where links lead. */
/** The path of a call that opens a mailed link or code: `…/{code}`. */
export const CODE_IN_PATH = paramsSchema({ code: { type: 'string' } }, ['code']);

/** A refusal naming one field, labelled as the public account pages label it (account.json). */
export function fieldRefusal(field: string, key: string, params?: Params): BusinessError {
  return new BusinessError(Status.invalidInput, {}, [
    { field, key, label: `account:fields.${field}`, ...(params ? { params } : {}) },
  ]);
}

/** The address of a page a mailed link opens, carrying the link's token. */
export function pageLink(config: Pick<ServerConfig, 'publicUrl'>, page: string, token: string): string {
  return `${config.publicUrl}${page}?code=${encodeURIComponent(token)}`;
}
