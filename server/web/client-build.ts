import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { precompressClient } from './precompress';

// What the browser bundle is made of: a change to any of these makes the built client stale.
const SOURCES = [
  'engine',
  'pages',
  'protocol',
  'schemas',
  'locales',
  'webpack.config.ts',
  'package-lock.json',
  'tsconfig.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

export function clientIsStale(rootDir: string, clientDir: string): boolean {
  const index = join(clientDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((source) => newestChange(join(rootDir, source)) > built);
}

/** Builds the production client with webpack when it is missing or older than its sources. */
export function buildClientIfStale(rootDir: string, clientDir: string): 'fresh' | 'built' {
  if (!clientIsStale(rootDir, clientDir)) return 'fresh';
  const cli = join(rootDir, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: rootDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The client build failed (webpack exit ${result.status})`);
  precompressClient(clientDir);
  return 'built';
}
