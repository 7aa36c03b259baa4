// The end-to-end tests' browser, set up by `npm test` itself so a fresh machine needs nothing typed
// first: Debian's Chromium headless shell package (STACK.md), installed through apt when it is
// missing and this user may install packages (root, or sudo without a password).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { TEST_BROWSER, type DebianBrowser } from '../../scripts/chromium';

export interface BrowserSetUp {
  ok: boolean;
  note: string;
}

/** What the set-up asks of the machine; the unit test gives a machine of its own. */
export interface Machine {
  exists(path: string): boolean;
  isRoot: boolean;
  /** Runs a command to its end (its errors shown), true when it succeeded. */
  run(command: string, args: string[]): boolean;
}

const LOCAL: Machine = {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  run: (command, args) =>
    spawnSync(command, args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0,
};

/** How apt-get can be run here: as root directly, through password-less sudo, or not at all. */
function aptGet(machine: Machine): ((args: string[]) => boolean) | null {
  if (!machine.run('apt-get', ['--version'])) return null;
  if (machine.isRoot) return (args) => machine.run('apt-get', args);
  if (!machine.run('sudo', ['-n', 'true'])) return null;
  return (args) => machine.run('sudo', ['-n', 'apt-get', ...args]);
}

/** Makes sure the browser is at its path, installing its Debian package when it can. */
export function setUpBrowser(browser: DebianBrowser = TEST_BROWSER, machine: Machine = LOCAL): BrowserSetUp {
  const { path, debianPackage } = browser;
  if (machine.exists(path)) return { ok: true, note: `Chromium at ${path}` };
  const apt = aptGet(machine);
  if (!apt) {
    return {
      ok: false,
      note: `no Chromium at ${path}, and this user cannot install Debian's package: run \`apt-get install ${debianPackage}\` as root, or set CHROME_PATH`,
    };
  }
  const installed = apt(['update', '-qq']) && apt(['install', '-y', '-qq', debianPackage]);
  return installed && machine.exists(path)
    ? { ok: true, note: `installed Debian's ${debianPackage} at ${path}` }
    : {
        ok: false,
        note: `installing Debian's ${debianPackage} package failed; the end-to-end tests cannot run`,
      };
}
