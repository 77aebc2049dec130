// What this device's WebGL is worth, learned once and remembered for the next visits
// (docs/architecture.md "Start-up"). Asking for a WebGL context costs a GPU process's
// start-up where WebGL runs in software, tens of ms of a 2-core machine's CPU in the
// middle of the game's own start; so a visit with nothing remembered starts on Canvas
// (which every browser draws, on the GPU where there is one), and the question is asked
// once the first screen and its art are in: in a worker (renderer-probe.worker.ts) where
// OffscreenCanvas has WebGL, else on the page in idle time. The answer is kept with the
// browser's user agent: a browser update (a new GPU blocklist, a new driver) asks again.
// It is a fact of this device, so it stays in this browser's own localStorage, never in a
// portal's data module that follows the player's account to other devices.
import { createStorage, type SafeStorage } from '../storage/storage';
import { askWebGlDriver } from './webgl-driver';

export type Verdict = 'webgl' | 'canvas';

const KEY = 'renderer';

/** This browser's localStorage (safe when blocked), whatever store the game's saves use. */
const deviceStorage: SafeStorage = createStorage(() => (typeof localStorage === 'undefined' ? null : localStorage));

/** Software rasterisers that browsers use when no GPU can draw WebGL. */
const SOFTWARE_GL = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

/** The verdict for a WebGL driver's name. */
export const verdictFor = (driver: string): Verdict => (SOFTWARE_GL.test(driver) ? 'canvas' : 'webgl');

/** The verdict remembered for this browser, or null (none yet, another browser version, or unreadable). */
export function rememberedVerdict(ua: string = navigator.userAgent, store: SafeStorage = deviceStorage): Verdict | null {
  try {
    const saved = JSON.parse(store.get(KEY) ?? 'null') as { ua?: unknown; verdict?: unknown } | null;
    if (saved?.ua !== ua) return null;
    return saved.verdict === 'webgl' || saved.verdict === 'canvas' ? saved.verdict : null;
  } catch {
    return null; // a corrupt entry: asked again
  }
}

export function rememberVerdict(verdict: Verdict, ua: string = navigator.userAgent, store: SafeStorage = deviceStorage): void {
  store.set(KEY, JSON.stringify({ ua, verdict }));
}

/** Drops the remembered verdict (it failed): the device is asked again after the first screen. */
export function forgetVerdict(store: SafeStorage = deviceStorage): void {
  store.remove(KEY);
}

/** The page asks itself: a WebGL context that is no major performance caveat, and its driver's name. */
function askOnThePage(): Verdict {
  try {
    const answer = askWebGlDriver(document.createElement('canvas'));
    return answer.kind === 'none' ? 'canvas' : verdictFor(answer.name);
  } catch {
    return 'canvas';
  }
}

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
};

/**
 * Learns the verdict for the next visit, unless one is remembered or nothing can be
 * remembered. Resolves with what it learned (null when it had nothing to do).
 */
export function learnRendererForNextVisit(store: SafeStorage = deviceStorage): Promise<Verdict | null> {
  if (!store.persistent || rememberedVerdict(navigator.userAgent, store) !== null) return Promise.resolve(null);
  return new Promise((resolve) => {
    const settle = (verdict: Verdict): void => {
      rememberVerdict(verdict, navigator.userAgent, store);
      resolve(verdict);
    };
    const onThePage = (): void => whenIdle(() => settle(askOnThePage()));
    try {
      if (typeof OffscreenCanvas !== 'function' || typeof Worker !== 'function') return onThePage();
      const worker = new Worker(new URL('./renderer-probe.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = (e: MessageEvent) => {
        worker.terminate();
        // '' : the worker cannot tell (no WebGL on OffscreenCanvas there)
        const driver = String(e.data);
        if (driver) settle(verdictFor(driver));
        else onThePage();
      };
      worker.onerror = () => {
        worker.terminate();
        onThePage();
      };
    } catch {
      onThePage();
    }
  });
}
