import type { CheckedSchemas } from '../engine/schema';
import { loadCheckedSchemas, loadMessages } from '../engine/server';
import { ROOT_DIR, type ServerConfig } from './config';

/**
 * The product's schemas, checked against the locales: the server refuses to start on a broken one.
 * `fixtures` holds their fixtures to their expectations too (`npm run schemas:check`, the tests).
 */
export function loadProductSchemas(
  config: Pick<ServerConfig, 'schemasDir' | 'localesDir'>,
  options: { fixtures?: boolean } = {},
): CheckedSchemas {
  return loadCheckedSchemas(config.schemasDir, ROOT_DIR, loadMessages(config.localesDir), options);
}
