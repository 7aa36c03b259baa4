// The real server in this process, on an in-memory database with the demo data, on a free port.
// A test may change the configuration (a temporary schemas folder, say).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../server/app';
import { readConfig, type ServerConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/open-database';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { loadProductSchemas } from '../../../server/schemas';

export interface TestServer {
  url: string;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const config = { ...readConfig(), ...overrides, port: 0 };
  const db = await openDatabase({ timeZone: config.timeZone });
  const schemas = loadProductSchemas(config);
  await prepareDatabase(db, schemas, true);
  const app = await buildApp({ db, config, schemas, log: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
