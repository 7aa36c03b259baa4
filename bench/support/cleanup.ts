// One list of everything a bench run must undo (child processes, temp directories, databases), so a
// failure, Ctrl-C or the time limit still leaves the machine as it was found.

type Task = () => Promise<void>;

const pending = new Set<Task>();

/**
 * Registers an undo step and returns it wrapped: calling the wrapper runs the step once and
 * unregisters it, so the normal path and the emergency path never undo twice.
 */
export function onCleanup(task: Task): Task {
  let done: Promise<void> | undefined;
  const once: Task = () => {
    pending.delete(once);
    done ??= task();
    return done;
  };
  pending.add(once);
  return once;
}

/** Runs every registered undo step, newest first; one failing step does not stop the others. */
export async function cleanUpAll(): Promise<void> {
  for (const task of [...pending].reverse()) {
    try {
      await task();
    } catch (error) {
      console.error('cleanup step failed:', error instanceof Error ? error.message : error);
    }
  }
}

/**
 * Ends the process after cleaning up on Ctrl-C, SIGTERM, or once `limitSeconds` have passed, so a
 * hung server or browser cannot keep the bench (and its children) alive.
 */
export function cleanUpOnExit(limitSeconds: number): void {
  const stop = (reason: string, code: number) => {
    console.error(`\n${reason}: cleaning up and stopping.`);
    void cleanUpAll().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => stop('SIGINT', 130));
  process.once('SIGTERM', () => stop('SIGTERM', 143));
  setTimeout(() => stop(`The bench ran past its ${limitSeconds} s limit`, 1), limitSeconds * 1000).unref();
}
