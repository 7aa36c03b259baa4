import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';

export interface ScriptFile {
  /** The path the browser asked for (origin dropped: ports change every run). */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface ScriptSet {
  files: ScriptFile[];
  bytes: number;
  gzipBytes: number;
}

/** The size a script costs over the wire: gzip at its best level, as a CDN or server would send. */
export function gzipSize(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

function isScript(response: Response): boolean {
  if (response.request().resourceType() === 'script') return true;
  return /javascript/.test(response.headers()['content-type'] ?? '');
}

function sum(files: ScriptFile[]): ScriptSet {
  const total = (key: 'bytes' | 'gzipBytes') => files.reduce((all, file) => all + file[key], 0);
  return { files, bytes: total('bytes'), gzipBytes: total('gzipBytes') };
}

/** The files of `set` that `keep` accepts, summed again. */
export function scriptsWhere(set: ScriptSet, keep: (file: ScriptFile) => boolean): ScriptSet {
  return sum(set.files.filter(keep));
}

/** Two sets as one (a file is counted once: the recorder never weighs a path twice). */
export function bothSets(first: ScriptSet, second: ScriptSet): ScriptSet {
  return sum([...first.files, ...second.files]);
}

/**
 * Weighs every JavaScript file a page downloads. `take()` answers the files seen since the previous
 * take, so one recorder splits "what /login costs" from "what signing in adds".
 */
export function recordScripts(page: Page) {
  const seen = new Set<string>();
  let batch: Promise<ScriptFile | undefined>[] = [];
  page.on('response', (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    const path = new URL(response.url()).pathname;
    if (seen.has(path)) return;
    seen.add(path);
    batch.push(
      response.body().then(
        (body) => ({ path, bytes: body.length, gzipBytes: gzipSize(body) }),
        () => undefined,
      ),
    );
  });
  return {
    async take(): Promise<ScriptSet> {
      const files = await Promise.all(batch);
      batch = [];
      return sum(files.filter((file): file is ScriptFile => file !== undefined));
    },
  };
}
