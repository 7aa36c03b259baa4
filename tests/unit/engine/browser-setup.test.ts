// `npm test` sets up its own browser on a fresh machine (issue 22 item 7): Debian's package through
// apt as root or password-less sudo, nothing when Chromium is there, a clear refusal otherwise.
import { setUpBrowser, type Machine } from '../../support/browser-setup';

const PATH = '/usr/bin/chromium-headless-shell';
const BROWSER = { path: PATH, debianPackage: 'chromium-headless-shell' };

/** A machine that records the commands it runs; apt "installs" Chromium when asked. */
function machine(options: { browser: boolean; root: boolean; apt: boolean; sudo: boolean }) {
  const commands: string[] = [];
  let browser = options.browser;
  const fake: Machine = {
    exists: (path) => path === PATH && browser,
    isRoot: options.root,
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (command === 'sudo') return options.sudo && (args[1] !== 'apt-get' || install(args.slice(2)));
      return options.apt && install(args);
    },
  };
  function install(args: string[]): boolean {
    if (args[0] === 'install') browser = true;
    return true;
  }
  return { fake, commands };
}

describe('the end-to-end browser set-up', () => {
  it('leaves a machine with Chromium as it is', () => {
    const { fake, commands } = machine({ browser: true, root: true, apt: true, sudo: false });
    expect(setUpBrowser(BROWSER, fake).ok).toBe(true);
    expect(commands).toEqual([]);
  });

  it('installs Debian’s package as root', () => {
    const { fake, commands } = machine({ browser: false, root: true, apt: true, sudo: false });
    expect(setUpBrowser(BROWSER, fake)).toEqual({
      ok: true,
      note: `installed Debian's chromium-headless-shell at ${PATH}`,
    });
    expect(commands).toEqual([
      'apt-get --version',
      'apt-get update -qq',
      'apt-get install -y -qq chromium-headless-shell',
    ]);
  });

  it('installs through sudo without a password', () => {
    const { fake, commands } = machine({ browser: false, root: false, apt: true, sudo: true });
    expect(setUpBrowser(BROWSER, fake).ok).toBe(true);
    expect(commands).toContain('sudo -n apt-get install -y -qq chromium-headless-shell');
  });

  it('says what to do where it cannot install', () => {
    for (const options of [
      { browser: false, root: false, apt: true, sudo: false },
      { browser: false, root: true, apt: false, sudo: false },
    ]) {
      const result = setUpBrowser(BROWSER, machine(options).fake);
      expect(result.ok).toBe(false);
      expect(result.note).toMatch(/apt-get install chromium-headless-shell/);
    }
  });
});
