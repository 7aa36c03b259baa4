import { startChildServer, withServer, type ChildServer } from './child-server';
import type { Engine } from './engines';

/**
 * Starts the real server (`server/main.ts`) on an engine, as `npm start` would but without the
 * client build step, which the bench runs on its own so its time does not count as start-up.
 */
export function startBrigade(engine: Engine): Promise<ChildServer> {
  return startChildServer({
    name: `Brigade (${engine.name})`,
    script: 'server/main.ts',
    args: ['--no-build', ...engine.args],
    env: { LOG_LEVEL: 'warn', ...engine.env },
    readyPath: '/readyz',
    // server/start.ts prints it once it listens. A new database is created, migrated and seeded
    // first, and a kept one's new migrations may fill a roll-up from a year of facts: on a busy
    // machine that took over 90 s, so the bound is only a guard against a hang.
    readyLine: /^Brigade is running at /m,
    readyTimeoutSeconds: 30 * 60,
  });
}

/** Runs `work` against Brigade on `engine`, then stops the server and removes the engine's data. */
export async function withBrigadeOn<T>(
  engine: Engine,
  work: (server: ChildServer) => Promise<T>,
): Promise<T> {
  try {
    return await withServer(() => startBrigade(engine), work);
  } finally {
    await engine.dispose();
  }
}
