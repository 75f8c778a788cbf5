/**
 * Debian's chromium, as the end-to-end tests and the benches launch it: Playwright's own browser
 * download cannot work on these machines, and without the background-networking flags chromium
 * keeps trying to reach Google's hosts through a closed network.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
