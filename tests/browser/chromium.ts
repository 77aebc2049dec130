// Where Debian's Chromium is. Browser tests skip (with a notice that says how to install
// it) on a machine without one, except under CI=true, where a missing browser fails.
import { existsSync } from 'node:fs';

export const INSTALL_HINT = 'install it with: apt-get update && apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM_PATH)';

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const c of candidates) if (c && existsSync(c)) return c;
  if (process.env.CI === 'true') {
    throw new Error(`browser tests need Chromium and CI=true forbids skipping them; ${INSTALL_HINT}`);
  }
  return null;
}
