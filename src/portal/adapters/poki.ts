// Poki adapter (HTML5 SDK v2), built only with `npm run build:poki`. Typed to the documented
// API: PokiSDK.init(), gameLoadingFinished(), gameplayStart/Stop(), commercialBreak(onStart)
// (resolves when the break is over; onStart is called only if an ad really plays),
// shareableURL(params) and getURLParam(name).
// Their rules, and where each is met: docs/portals.md "Publishing on a portal".
// A missing (ad blocker), failing or silent SDK leaves the game whole: no ads, events
// dropped, one console note.
import type { Platform } from '../platform-types';
import { AD_START_TIMEOUT_MS, AdPacer, GameplayRelay, describe, loadSdk, quietly, sdkNote, testNumber } from './sdk-support';

export const POKI_SDK_URL = 'https://game-cdn.poki.com/scripts/v2/poki-sdk.js';

export interface PokiSdk {
  init(): Promise<void>;
  gameLoadingFinished(): void;
  gameplayStart(): void;
  gameplayStop(): void;
  /** Resolves when the break is over; `onStart` is called when an ad starts playing. */
  commercialBreak(onStart?: () => void): Promise<void>;
  /** A poki.com link to the game that carries `params` (read back with getURLParam). */
  shareableURL(params: Record<string, string>): Promise<string>;
  getURLParam(name: string): string | undefined;
}

const NAME = 'poki';

/** The SDK once init() resolved; null without one. */
let sdk: PokiSdk | null = null;

function globalSdk(): PokiSdk | undefined {
  return (globalThis as unknown as { PokiSDK?: PokiSdk }).PokiSDK;
}

/** Loads the SDK script and waits for init() (each with a time limit). Never rejects. */
export async function prepare(): Promise<void> {
  try {
    sdk = await loadSdk(POKI_SDK_URL, globalSdk, 'PokiSDK');
  } catch (e) {
    sdkNote(NAME, `SDK not available (${describe(e)}): playing without ads`);
  }
}

/** A parameter of a shareable link the game was opened from, if any. */
export function pokiURLParam(name: string): string | null {
  const value = quietly(() => sdk?.getURLParam(name));
  return typeof value === 'string' && value !== '' ? value : null;
}

export interface PokiOptions {
  /** Minimum time between two commercial breaks (tests shorten it with `?test=1&adGap=<ms>`). */
  adGapMs?: number;
}

export function createPlatform(options: PokiOptions = {}): Platform {
  const pacer = new AdPacer(options.adGapMs ?? testNumber('adGap', 3_600_000) ?? undefined);
  const relay = new GameplayRelay(
    () => sdk?.gameplayStart(),
    () => sdk?.gameplayStop(),
  );
  return {
    mutesWhenAdStarts: true,
    loadingFinished: () => quietly(() => sdk?.gameLoadingFinished()),
    gameplayStart: () => relay.gameplayStart(),
    gameplayStop: (reason) => relay.gameplayStop(reason),
    adBreak: (onAdStarted) => commercialBreak(pacer, onAdStarted),
    async shareableURL(params) {
      if (!sdk) throw new Error('no Poki SDK');
      return sdk.shareableURL(params);
    },
    // an online invitation is a shareable link like any other (its room read back by getURLParam)
    async inviteLink(params) {
      if (!sdk) throw new Error('no Poki SDK');
      return sdk.shareableURL(params);
    },
    linkParam: pokiURLParam,
  };
}

/** One commercial break, if the SDK is up and none played in the last few minutes. Never rejects. */
async function commercialBreak(pacer: AdPacer, onAdStarted?: () => void): Promise<void> {
  const s = sdk;
  if (!s || !pacer.due) return;
  let started = false;
  const onStart = (): void => {
    if (started) return;
    started = true;
    pacer.shown();
    quietly(() => onAdStarted?.());
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A break that neither starts nor ends (broken SDK) must not hold the game.
  const noStart = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      if (!started) resolve();
    }, AD_START_TIMEOUT_MS);
  });
  try {
    await Promise.race([Promise.resolve().then(() => s.commercialBreak(onStart)), noStart]);
  } catch (e) {
    sdkNote(NAME, `commercial break failed (${describe(e)})`);
  } finally {
    clearTimeout(timer);
  }
}
