/**
 * Debian's Chromium as the e2e suite and the benches launch it: headless, and with nothing that calls out, since the
 * machine's closed network refuses those connections (many at a time) and slows every start.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
