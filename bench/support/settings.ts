/** How hard and how long each load test runs; env overrides keep CI runs short and local runs long. */
export interface LoadSettings {
  seconds: number;
  connections: number;
  /** A short unrecorded run first, so the JIT and connection pools are warm when figures count. */
  warmupSeconds: number;
}

/** A whole number from the environment, `fallback` when unset; anything else stops the run. */
export function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, allowZero = false): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    throw new Error(`${name} must be a whole number${allowZero ? '' : ' above 0'}, got "${raw}"`);
  }
  return value;
}

export function readLoadSettings(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  return {
    seconds: positive(env, 'BENCH_SECONDS', 10),
    connections: positive(env, 'BENCH_CONNECTIONS', 10),
    warmupSeconds: positive(env, 'BENCH_WARMUP_SECONDS', 2, true),
  };
}
