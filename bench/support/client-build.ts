import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { clientIsStale } from '../../server/web/client-build';
import { CLIENT_DIR, ROOT_DIR } from './paths';
import { exited, spawnInGroup } from './process-group';

export type ClientBuild = { state: 'fresh' | 'built' } | { state: 'skipped'; reason: string };

const BUILD_LIMIT_SECONDS = 150;
const WEBPACK_CLI = join(ROOT_DIR, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const WEBPACK_CONFIG = join(ROOT_DIR, 'webpack.config.ts');

/** The lines of webpack's output that say what broke, rather than its last lines of noise. */
function errorLines(output: string): string {
  const lines = output.split('\n');
  const errors = lines.filter((line) => /error/i.test(line));
  return (errors.length > 0 ? errors : lines).slice(-8).join('\n');
}

/**
 * Makes sure `dist/client` holds a production build of the current sources, building it when it is
 * missing or older than them (the same staleness rule as `npm start`), since weighing an old bundle
 * would publish the wrong figures. A failed or hung build skips the caller's step, not the run.
 */
export async function ensureClientBuild(): Promise<ClientBuild> {
  if (!clientIsStale(ROOT_DIR, CLIENT_DIR)) return { state: 'fresh' };
  if (!existsSync(WEBPACK_CONFIG))
    return {
      state: 'skipped',
      reason:
        'dist/client is missing or older than its sources, and there is no webpack.config.ts to build it',
    };
  const why = existsSync(join(CLIENT_DIR, 'index.html')) ? 'older than its sources' : 'missing';
  console.log(`  The client build is ${why}: running webpack --mode production`);
  const build = spawnInGroup('webpack', process.execPath, [WEBPACK_CLI, '--mode', 'production'], {
    cwd: ROOT_DIR,
  });
  const timer = setTimeout(() => void build.stop(), BUILD_LIMIT_SECONDS * 1000);
  const code = await exited(build.child);
  clearTimeout(timer);
  await build.stop();
  if (code === 0 && existsSync(join(CLIENT_DIR, 'index.html'))) return { state: 'built' };
  return {
    state: 'skipped',
    reason: `the client build failed (webpack exit ${code}):\n${errorLines(build.output())}`,
  };
}
