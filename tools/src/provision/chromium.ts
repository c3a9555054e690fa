import { existsSync } from 'node:fs';
import { ensureBinary } from './debian-package.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests (Playwright's own browser download cannot work here). */
export async function ensureChromium(): Promise<string> {
  return ensureBinary(() => (existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : null), 'chromium', 'The browser tests');
}
