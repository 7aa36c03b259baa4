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
    // A new PGlite database takes a few seconds to create, migrate and seed.
    readyTimeoutSeconds: 90,
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
