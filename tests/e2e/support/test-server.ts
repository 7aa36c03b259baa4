// The real server in this process, on an in-memory database with the demo data, on a free port.
// A test may change the configuration (a temporary schemas folder, say).
import { createServer, type AddressInfo } from 'node:net';
import type { Database } from '../../../engine/server/db/database';
import { newKeyLine } from '../../../engine/server/secrets/secret-keyring';
import { buildApp } from '../../../server/app';
import type { SystemRecords } from '../../../engine/server/resources/system-records';
import { readConfig, type ServerConfig } from '../../../server/config';
import { openDatabase } from '../../../server/db/open-database';
import { prepareDatabase } from '../../../server/db/prepare-database';
import { loadProductSchemas } from '../../../server/schemas';
import { openPgliteFrom, runTemplates } from '../../support/database-templates';

export interface TestServer {
  url: string;
  /** The server's database, for a test to set up what no screen can (an account's lock). */
  db: Database;
  /** The server's records as the server itself reads them. */
  records: SystemRecords;
  close(): Promise<void>;
}

/** A port nobody listens on now, so the server's own address is known before it starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `demoOrderDays` in the overrides seeds the demo's recent orders too (none otherwise, to start quickly). */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Mailed links lead back to this server.
  // An in-memory database's secrets live and die with it: so does their key.
  const config = { ...readConfig(), publicUrl: url, secretKeys: newKeyLine(), ...overrides, port };
  // The run's demo template is what the preparation below makes of an empty database, unless this
  // server's schemas or uploads differ from those it was made with.
  const snapshot = runTemplates()?.pglite.demo;
  const made = readConfig({});
  const templated = snapshot && config.schemasDir === made.schemasDir && config.uploadDir === made.uploadDir;
  const db = templated
    ? await openPgliteFrom(snapshot, config.timeZone)
    : await openDatabase({ timeZone: config.timeZone });
  const schemas = loadProductSchemas(config);
  const orders = overrides.demoOrderDays
    ? { days: overrides.demoOrderDays, timeZone: config.timeZone, region: config.region }
    : undefined;
  await prepareDatabase(db, schemas, true, config.uploadDir, orders);
  const app = await buildApp({ db, config, schemas, log: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    db,
    records: app.resources.system(config.region),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
