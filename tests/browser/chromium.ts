// Where Debian's Chromium is. Browser tests skip (with a notice that says how to install
// it) on a machine without one, except under CI=true, where a missing browser fails.
import { findChromium } from '../../src/cli/chromium';

export const INSTALL_HINT = 'install it with: apt-get update && apt-get install -y chromium fonts-noto-cjk (or set CHROMIUM_PATH)';

export function chromiumPath(): string | null {
  const found = findChromium();
  if (!found && process.env.CI === 'true') {
    throw new Error(`browser tests need Chromium and CI=true forbids skipping them; ${INSTALL_HINT}`);
  }
  return found;
}
