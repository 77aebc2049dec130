// What the portal adapters (crazygames.ts, poki.ts) share: loading the portal's SDK script
// with a time limit, a quiet console note when it is missing, pacing of ads, and the
// gameplay state the SDK hears (portals follow focus and tab changes themselves). Only the
// portal builds import this file (docs/portals.md "Publishing on a portal").
import type { StopReason } from '../platform-types';

/** How long the SDK script may take to load, and its init() to resolve, before the game goes on without it. */
export const SDK_LOAD_TIMEOUT_MS = 6_000;
export const SDK_INIT_TIMEOUT_MS = 6_000;

/** The load or init time limit (browser tests shorten both with `?test=1&sdkWait=<ms>`). */
export function sdkWaitMs(dflt: number): number {
  return testNumber('sdkWait', 60_000) ?? dflt;
}
/** Portals allow one midgame ad per three minutes. */
export const AD_MIN_GAP_MS = 180_000;
/** An ad request that neither starts nor ends in this long is given up. */
export const AD_START_TIMEOUT_MS = 10_000;

/** A short, calm note in the console: never an error, never a dialog. */
export function sdkNote(portal: string, message: string): void {
  try {
    console.info(`[${portal}] ${message}`);
  } catch {
    // no console: nothing to say it to
  }
}

/** Why something failed, in a few words. */
export function describe(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  return typeof e === 'string' ? e : 'unknown error';
}

/** Adds `<script src>` to the page; resolves when it has run, rejects when it fails to load. */
export function injectScript(src: string, doc: Document = document): Promise<void> {
  return new Promise((resolve, reject) => {
    const el = doc.createElement('script');
    el.src = src;
    el.async = true;
    el.onload = () => resolve();
    el.onerror = () => reject(new Error(`script ${src} did not load (blocked or offline)`));
    (doc.head ?? doc.documentElement).appendChild(el);
  });
}

/**
 * Injects the SDK's script and awaits its `init()`, each within its time limit. Resolves
 * with the SDK object the script defined (`find`); rejects with why it is not there.
 */
export async function loadSdk<T extends { init(): Promise<void> }>(url: string, find: () => T | undefined, what: string): Promise<T> {
  await withTimeout(injectScript(url), sdkWaitMs(SDK_LOAD_TIMEOUT_MS), 'loading the SDK');
  const found = find();
  if (!found) throw new Error(`the script defined no ${what}`);
  await withTimeout(
    Promise.resolve().then(() => found.init()),
    sdkWaitMs(SDK_INIT_TIMEOUT_MS),
    'SDK init',
  );
  return found;
}

/** `p`, or a rejection once `ms` have passed. */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** Calls `fn`, swallowing whatever it throws (a disabled or broken SDK). */
export function quietly<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** At most one ad per `minGapMs`, counted from the start of the last ad shown. */
export class AdPacer {
  private lastShown = -Infinity;
  constructor(
    readonly minGapMs: number = AD_MIN_GAP_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get due(): boolean {
    return this.now() - this.lastShown >= this.minGapMs;
  }

  shown(): void {
    this.lastShown = this.now();
  }
}

/**
 * What the SDK hears of gameplay: start and stop only when the state changes, and a stop
 * for a hidden page is not passed on (the portals track focus and tabs themselves; their
 * docs ask games not to report it), nor is the start that follows it.
 */
export class GameplayRelay {
  private sdkPlaying = false;
  constructor(
    private readonly start: () => void,
    private readonly stop: () => void,
  ) {}

  gameplayStart(): void {
    if (this.sdkPlaying) return;
    this.sdkPlaying = true;
    quietly(this.start);
  }

  gameplayStop(reason?: StopReason): void {
    if (!this.sdkPlaying || reason === 'hidden') return;
    this.sdkPlaying = false;
    quietly(this.stop);
  }
}

/** A numeric test parameter (`?test=1&<name>=<n>`), or null. Lets browser tests shorten waits. */
export function testNumber(name: string, max: number): number | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  if (q.get('test') !== '1' || !q.has(name)) return null;
  const n = Number(q.get(name));
  return Number.isFinite(n) && n >= 0 && n <= max ? n : null;
}
