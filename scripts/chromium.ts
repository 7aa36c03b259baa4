// Debian's Chromium as the end-to-end tests and the benchmarks drive it (STACK.md): never a
// downloaded browser. As root it runs without a sandbox, and without the networking flags it keeps
// reaching for Google services that this closed network refuses.

/** The full browser, as a user's: the benchmarks measure in it. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** A Chromium to install from Debian's packages when it is missing. */
export interface DebianBrowser {
  path: string;
  debianPackage: string;
}

/**
 * The end-to-end tests' browser: Chromium's headless shell, the same Blink without the full
 * browser's windowing layers, which ran the same browser tests in a fifth less time and CPU
 * (docs/benchmarks.md "The test run").
 */
export const TEST_BROWSER: DebianBrowser = {
  path: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
  debianPackage: 'chromium-headless-shell',
};

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
