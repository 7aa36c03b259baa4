import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RESULTS_DIR } from './paths';

/** Writes bench/results/<name>.json and answers its path; the docs quote figures from this file. */
export async function writeResults(name: string, results: unknown): Promise<string> {
  await mkdir(RESULTS_DIR, { recursive: true });
  const path = join(RESULTS_DIR, `${name}.json`);
  await writeFile(path, JSON.stringify(results, null, 2) + '\n');
  return path;
}
