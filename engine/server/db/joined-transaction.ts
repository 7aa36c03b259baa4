import type { Database, Queryable } from './database';

/**
 * A Database whose every statement and transaction runs inside `tx`, so a service that opens its
 * own transaction (the resource service) can be one step of a larger one: everything commits or
 * rolls back together with `tx`.
 */
export function joinTransaction(db: Database, tx: Queryable): Database {
  return {
    engine: db.engine,
    queueTarget: db.queueTarget,
    query: (sql, params, options) => tx.query(sql, params, options),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
    listen: (channel, handlers, options) => db.listen(channel, handlers, options),
    // The enclosing transaction's owner closes the database, never a step inside it.
    close: () => Promise.reject(new Error('a joined transaction cannot close the database')),
  };
}
