export interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

const EXACT = /^\d+\.\d+\.\d+(-[\w.]+)?$/;

/** Optional dependencies pinned to an exact version that the lock file has no entry for. */
export function missingOptionalEntries(lock: Lockfile): { path: string; version: string }[] {
  const missing = new Map<string, string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (!EXACT.test(version) || lock.packages[nested] || lock.packages[hoisted]) continue;
      missing.set(hoisted, version);
    }
  }
  return [...missing].map(([path, version]) => ({ path, version }));
}
