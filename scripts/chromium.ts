// Debian's Chromium as the end-to-end tests and the benchmarks drive it (STACK.md): never a
// downloaded browser. As root it runs without a sandbox, and without the networking flags it keeps
// reaching for Google services that this closed network refuses.

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
