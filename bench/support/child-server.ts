import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port';
import { ROOT_DIR, TSX_CLI } from './paths';
import { spawnInGroup } from './process-group';

export interface ChildServerOptions {
  /** Shown in messages, e.g. "Brigade (PGlite)". */
  name: string;
  /** A TypeScript entry point, relative to the repository root, run through tsx. */
  script: string;
  args?: string[];
  env?: Record<string, string>;
  /** A path that answers 2xx once the server can take load. */
  readyPath: string;
  /**
   * A line the server prints once it listens: its own signal, waited for before `readyPath` is
   * asked, so a start slowed by a busy machine or a long migration is waited out, not failed.
   */
  readyLine?: RegExp;
  /** Only a hang guard when `readyLine` is given; the whole wait otherwise. */
  readyTimeoutSeconds?: number;
}

export interface ChildServer {
  name: string;
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** The last lines the server wrote, for error messages. */
  output(): string;
  stop(): Promise<void>;
}

/** Resolves when `child` prints a line matching `pattern`; rejects if it exits first or `seconds` pass. */
function printed(child: ChildProcess, pattern: RegExp, seconds: number, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The tail only: a line may arrive split over two chunks.
    let tail = '';
    const finish = (error?: Error) => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4096);
      if (pattern.test(tail)) finish();
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`${name} exited before it was ready (${code ?? signal})`));
    const timer = setTimeout(
      () => finish(new Error(`${name} did not say it was ready within ${seconds} s`)),
      seconds * 1000,
    );
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

async function waitUntilReady(url: string, child: ChildProcess, options: ChildServerOptions): Promise<void> {
  const seconds = options.readyTimeoutSeconds ?? 60;
  const deadline = Date.now() + seconds * 1000;
  if (options.readyLine) await printed(child, options.readyLine, seconds, options.name);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${options.name} exited before it was ready (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(url + options.readyPath, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  throw new Error(`${options.name} was not ready within ${seconds} s`);
}

/** Starts a TypeScript server through tsx on a free port and waits until it answers. */
export async function startChildServer(options: ChildServerOptions): Promise<ChildServer> {
  const port = await freePort();
  const { child, output, stop } = spawnInGroup(
    options.name,
    process.execPath,
    [TSX_CLI, options.script, ...(options.args ?? [])],
    { cwd: ROOT_DIR, env: { ...process.env, ...options.env, PORT: String(port) } },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(url, child, options);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n--- last output of ${options.name} ---\n${output()}`);
  }
  return { name: options.name, url, output, stop };
}

/** Starts a server, hands it to `work`, and stops it whatever happens. */
export async function withServer<T>(
  start: () => Promise<ChildServer>,
  work: (server: ChildServer) => Promise<T>,
) {
  const server = await start();
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
