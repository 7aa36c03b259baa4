// `npm run dev`: the webpack dev server (hot client on :3000, proxying /pro-api) and the API server
// restarting on every change (tsx watch, :8080), stopped together.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT_DIR } from './config';

const bin = (path: string) => join(ROOT_DIR, 'node_modules', path);

const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx/dist/cli.mjs'), 'watch', 'server/main.ts', '--no-build'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [bin('webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
  }),
];

const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) {
  // One half dying leaves a dev setup that lies: stop the other half too.
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 1;
  });
}
