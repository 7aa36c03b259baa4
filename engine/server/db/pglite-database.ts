import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { checkChannel, type Database, type Queryable, type QueryResult } from './database';

interface PgliteLike {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PgliteLike): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const result = await target.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

// In memory, the data files already live in memory, so shared buffers only hold a second copy, and
// the engine clears all of them at every start: 128 MB, PostgreSQL's default, was half of the CPU a
// test database's start took (docs/benchmarks.md "The test run").
const IN_MEMORY_SHARED_BUFFERS = '32MB';

/**
 * The snapshot as PGlite reads a data folder's tarball: it asks only for the bytes, and a Blob made
 * of them would be copied in and read back out in chunks (0.8 s of CPU for the demo's 55 MB).
 */
function tarball(snapshot: Uint8Array): Blob {
  const bytes =
    snapshot.byteOffset === 0 && snapshot.byteLength === snapshot.buffer.byteLength
      ? snapshot.buffer
      : snapshot.slice().buffer;
  return { type: '', arrayBuffer: () => Promise.resolve(bytes) } as unknown as Blob;
}

/**
 * Embedded PostgreSQL: on disk in `dataDir`, or in memory when it is undefined (tests). Its one
 * session keeps `timeZone`, so dates are the restaurants' calendar days. An in-memory database may
 * start from a `snapshot` of another (pgliteSnapshot) rather than a new cluster, which takes seconds
 * to initialise: the tests' templates.
 */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  timeZone = 'UTC',
  snapshot?: Uint8Array,
): Promise<Database> {
  // The extensions the migrations create must be compiled into the embedded engine.
  const options = {
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: tarball(snapshot) } : {}),
    ...(dataDir
      ? {}
      : { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${IN_MEMORY_SHARED_BUFFERS}`] }),
  };
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  await pglite.query(`SELECT set_config('TimeZone', $1, false)`, [timeZone]);
  return {
    engine: 'pglite',
    queueTarget: { engine: 'pglite', pglite },
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    async listen(channel, handlers) {
      const unlisten = await pglite.listen(checkChannel(channel), (payload) => handlers.notify(payload));
      handlers.state(true);
      return {
        listening: true,
        // One in-process connection: a notification is delivered before the statement that
        // committed it returns, so there is never anything still on its way.
        caughtUp: () => Promise.resolve(),
        // A closed database has no listener left to remove.
        close: () => (pglite.closed ? Promise.resolve() : unlisten()),
      };
    },
    close: () => pglite.close(),
  };
}

/** The whole data folder of an embedded database, uncompressed, for openPgliteDatabase to start from. */
export async function pgliteSnapshot(db: Database): Promise<Buffer> {
  if (db.queueTarget.engine !== 'pglite') throw new Error('only an embedded database has a snapshot');
  // Checkpointed first, so a start from the snapshot has no log to replay: the tests' demo template
  // opens on 12% less CPU (0.89 s instead of 1.0 s), and every API and browser test file opens one.
  await db.exec('CHECKPOINT');
  const dump = await db.queueTarget.pglite.dumpDataDir('none');
  return Buffer.from(await dump.arrayBuffer());
}
