// CrazyGames adapter (HTML5 SDK v3), built only with `npm run build:crazygames`. Typed to
// the documented API: window.CrazyGames.SDK with init(), environment, the game module
// (loading and gameplay events, settings.muteAudio and its change listener), the ad module
// (requestAd('midgame', {adStarted, adFinished, adError})) and the data module (the
// localStorage API, synced to the player's CrazyGames account).
// Their rules, and where each is met: docs/portals.md "Publishing on a portal".
// A missing (ad blocker), disabled (another domain), throwing or silent SDK leaves the game
// whole: no ads, events dropped, localStorage instead of the data module, one console note.
import type { Platform } from '../platform-types';
import type { KeyValueStore } from '../../storage/key-value-store';
import { AD_START_TIMEOUT_MS, AdPacer, GameplayRelay, describe, loadSdk, quietly, sdkNote, testNumber } from './sdk-support';

export const CRAZYGAMES_SDK_URL = 'https://sdk.crazygames.com/crazygames-sdk-v3.js';

export type CrazyGamesEnvironment = 'local' | 'crazygames' | 'disabled';

export interface CrazyGamesSettings {
  muteAudio: boolean;
  disableChat?: boolean;
}

export interface CrazyGamesAdCallbacks {
  adStarted?(): void;
  adFinished?(): void;
  /** Also called when no ad was available (`{ code: 'unfilled' }`). */
  adError?(error: unknown): void;
}

export interface CrazyGamesSdk {
  init(): Promise<void>;
  readonly environment: CrazyGamesEnvironment;
  game: {
    loadingStart(): void;
    loadingStop(): void;
    gameplayStart(): void;
    gameplayStop(): void;
    readonly settings: CrazyGamesSettings;
    addSettingsChangeListener(listener: (settings: CrazyGamesSettings) => void): void;
    removeSettingsChangeListener(listener: (settings: CrazyGamesSettings) => void): void;
    /** A crazygames.com link to the game carrying `params` (read back with getInviteParam). */
    inviteLink(params: Record<string, string>): string | Promise<string>;
    showInviteButton(params: Record<string, string>): unknown;
    hideInviteButton(): void;
    getInviteParam(name: string): string | null | undefined;
    /** The player came through "Play multiplayer": a room is wanted at once. */
    readonly isInstantMultiplayer?: boolean;
  };
  ad: {
    requestAd(type: 'midgame' | 'rewarded', callbacks: CrazyGamesAdCallbacks): void | Promise<void>;
  };
  data: KeyValueStore & { clear(): void };
}

const NAME = 'crazygames';

/** The SDK once init() resolved in a usable environment; null without one. */
let sdk: CrazyGamesSdk | null = null;

function globalSdk(): CrazyGamesSdk | undefined {
  return (globalThis as unknown as { CrazyGames?: { SDK?: CrazyGamesSdk } }).CrazyGames?.SDK;
}

/**
 * Loads the SDK script and waits for init() (each with a time limit); tells CrazyGames the
 * game is loading. Resolves with the data module when it can serve as storage, else null.
 * Never rejects.
 */
export async function prepare(): Promise<KeyValueStore | null> {
  try {
    const found = await loadSdk(CRAZYGAMES_SDK_URL, globalSdk, 'window.CrazyGames.SDK');
    if (found.environment === 'disabled') {
      sdkNote(NAME, 'SDK disabled on this domain: playing without ads, saving locally');
      return null;
    }
    sdk = found;
  } catch (e) {
    sdkNote(NAME, `SDK not available (${describe(e)}): playing without ads, saving locally`);
    return null;
  }
  quietly(() => sdk?.game.loadingStart());
  return usableData(sdk);
}

/**
 * The data module, if reading and writing it works. One that throws (broken, or disabled
 * because the game's submission says it saves nothing) leaves localStorage in charge.
 */
function usableData(s: CrazyGamesSdk): KeyValueStore | null {
  const probe = 'panda-board-games:probe';
  try {
    const data = s.data;
    if (!data) return null;
    data.getItem(probe);
    data.setItem(probe, '1');
    data.removeItem(probe);
    return data;
  } catch (e) {
    sdkNote(NAME, `data module not usable (${describe(e)}): saving locally`);
    return null;
  }
}

export interface CrazyGamesOptions {
  /** Minimum time between two midgame ads (tests shorten it with `?test=1&adGap=<ms>`). */
  adGapMs?: number;
}

export function createPlatform(options: CrazyGamesOptions = {}): Platform {
  const pacer = new AdPacer(options.adGapMs ?? testNumber('adGap', 3_600_000) ?? undefined);
  const relay = new GameplayRelay(
    () => sdk?.game.gameplayStart(),
    () => sdk?.game.gameplayStop(),
  );
  return {
    mutesWhenAdStarts: true,
    loadingFinished: () => quietly(() => sdk?.game.loadingStop()),
    gameplayStart: () => relay.gameplayStart(),
    gameplayStop: (reason) => relay.gameplayStop(reason),
    adBreak: (onAdStarted) => midgameAd(pacer, onAdStarted),
    watchMute(listener) {
      const s = sdk;
      if (!s) return;
      const report = (settings: CrazyGamesSettings | undefined): void => listener(settings?.muteAudio === true);
      quietly(() => report(s.game.settings));
      quietly(() => s.game.addSettingsChangeListener((settings) => report(settings)));
    },
    async inviteLink(params) {
      if (!sdk) throw new Error('no CrazyGames SDK');
      return sdk.game.inviteLink(params);
    },
    showInviteButton: (params) => void quietly(() => sdk?.game.showInviteButton(params)),
    hideInviteButton: () => quietly(() => sdk?.game.hideInviteButton()),
    linkParam(name) {
      const value = quietly(() => sdk?.game.getInviteParam(name));
      return typeof value === 'string' && value !== '' ? value : null;
    },
    instantMultiplayer: () => quietly(() => sdk?.game.isInstantMultiplayer) === true,
  };
}

/** One midgame ad, if the SDK is up and none was shown in the last few minutes. Never rejects. */
function midgameAd(pacer: AdPacer, onAdStarted?: () => void): Promise<void> {
  const s = sdk;
  if (!s || !pacer.due) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let started = false;
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      clearTimeout(noStart);
      resolve();
    };
    // A request that never calls back (broken SDK) must not hold the game.
    const noStart = setTimeout(() => {
      if (!started) finish();
    }, AD_START_TIMEOUT_MS);
    try {
      const returned = s.ad.requestAd('midgame', {
        adStarted: () => {
          if (done || started) return;
          started = true;
          pacer.shown();
          quietly(() => onAdStarted?.());
        },
        adFinished: finish,
        adError: finish,
      });
      if (returned && typeof (returned as Promise<void>).catch === 'function') (returned as Promise<void>).catch(finish);
    } catch (e) {
      sdkNote(NAME, `ad request failed (${describe(e)})`);
      finish();
    }
  });
}
