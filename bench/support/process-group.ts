import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { onCleanup } from './cleanup';

export interface GroupProcess {
  child: ChildProcess;
  /** The last lines the process wrote to stdout and stderr, for error messages. */
  output(): string;
  /** SIGTERM to the whole group, SIGKILL after a grace period; safe to call more than once. */
  stop(): Promise<void>;
}

const KEPT_LINES = 40;
const STOP_GRACE_MS = 10_000;

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function waitForGroupExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (groupAlive(pid) && Date.now() < deadline) await sleep(50);
  return !groupAlive(pid);
}

async function stopGroup(label: string, pid: number): Promise<void> {
  signalGroup(pid, 'SIGTERM');
  if (await waitForGroupExit(pid, STOP_GRACE_MS)) return;
  signalGroup(pid, 'SIGKILL');
  // Bounded too: an unreaped zombie would otherwise keep the group "alive" forever.
  if (!(await waitForGroupExit(pid, 5000))) console.error(`${label} (process group ${pid}) did not go away`);
}

function keepTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/**
 * Spawns a process as the leader of its own process group and registers its stop for cleanup.
 * The group matters because tsx and webpack run the real work in grandchildren, which a signal
 * to the direct child alone could leave behind.
 */
export function spawnInGroup(
  label: string,
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'detached' | 'stdio'>,
): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${label} could not be started`);
  const output = keepTail(child);
  const stop = onCleanup(() => stopGroup(label, pid));
  return { child, output, stop };
}

/** Resolves with the exit code (or signal name) once the process ends. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode ?? '');
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? '')));
}
