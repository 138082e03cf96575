// Debian's Chromium, as the browser tests, the benchmark and any screenshot script launch it.
// Background networking, sync and component updates are off: this machine's network is closed.
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser suite's Chromium: Debian's old headless shell (`apt-get install -y
 * chromium-headless-shell`) where installed — the same engine without the full browser's UI
 * process, ~20 % less time for the suite on 2 cores — else the full Chromium. Benchmarks keep
 * the full browser (`CHROMIUM_PATH`), as users run it.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
