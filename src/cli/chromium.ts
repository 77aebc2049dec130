// Debian's Chromium for the bench and the browser tests: where it is, and the flags it
// needs here (root, no GPU, a closed network: without the background-networking flags
// Chromium keeps trying hosts it cannot reach). Chromium 15x also preloads its omnibox
// popup as a web page of its own ("WebUI Top Renderer") in every new browser window, even
// headless: a second renderer's start-up during each page load, tens of ms of CPU on a
// 2-core machine that the bench then charged to whichever page was loading
// (docs/benchmarks.md, "Start-up"). The features below switch that off; names
// Chromium does not know are ignored.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
  '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

/** CHROMIUM_PATH, else Debian's usual places; null when there is none. */
export function findChromium(): string | null {
  for (const c of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (c && existsSync(c)) return c;
  }
  return null;
}
