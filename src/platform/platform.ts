// The portal adapter: what a game portal's SDK needs to hear from the game, and the same
// events posted to the embedding page (window.parent) for portals without an SDK.
//
// Events (docs/architecture.md "Browser contract"):
//   loadingFinished  once, when the menu can take input;
//   gameplayStart    the first move of a match, and going on after a pause;
//   gameplayStop     the match ends (result), the player leaves it (menu), or pauses it
//                    (settings open, page hidden);
//   adBreak          between matches: sound muted and input blocked until it is over.
//
// The adapter is chosen at build time by VITE_PLATFORM (none by default). A portal build:
//   1. writes src/portal/adapters/<portal>.ts exporting `createPlatform(): Platform`
//      (see adapters/example.ts: it talks to an SDK object the portal's page or loader
//      provides, and may load the SDK script itself: only that build makes the request);
//   2. adds one line `'<portal>': () => import('../portal/adapters/<portal>')` to ADAPTERS below;
//   3. builds with `VITE_PLATFORM=<portal> npm run build`.
// The default build never imports an adapter, so it makes no request anywhere.
import type { Platform, StopReason } from '../portal/platform-types';

export type { Platform, StopReason } from '../portal/platform-types';

export type PortalEventType = 'loadingFinished' | 'gameplayStart' | 'gameplayStop' | 'adBreakStart' | 'adBreakEnd';

/** The message posted to window.parent: `{source, type, ...detail}`. */
export interface PortalMessage {
  source: typeof MESSAGE_SOURCE;
  type: PortalEventType;
  /** gameplayStart / gameplayStop: the game id when known. */
  game?: string;
  /** gameplayStop: why. */
  reason?: StopReason;
  /** gameplayStop with reason 'result': the winner (`X`, `O`, `D`, `T` or `draw`). */
  winner?: string;
}

export const MESSAGE_SOURCE = 'panda-board-games' as const;

/** No portal: every call is a no-op and an ad break is over at once. */
export const nonePlatform: Platform = {
  loadingFinished() {},
  gameplayStart() {},
  gameplayStop() {},
  adBreak: () => Promise.resolve(),
};

/** Posts a message to the embedding page; does nothing when the game is not framed. Never throws. */
export function postToParent(message: PortalMessage, win: Window | undefined = globalThis.window): void {
  try {
    if (!win || !win.parent || win.parent === win) return;
    // '*': the game cannot know the portal's origin, and the messages carry nothing private.
    win.parent.postMessage(message, '*');
  } catch {
    // A detached or hostile parent must never break the game.
  }
}

/** What the ad-break helper needs from the game while an ad plays. */
export interface AdBreakHooks {
  /** Mute (true) or restore (false) sound. */
  setAdMuted(muted: boolean): void;
  /** Block (true) or unblock (false) all input. */
  setInputBlocked(blocked: boolean): void;
}

export interface PortalOptions {
  /** Where messages go; defaults to postToParent. */
  post?: (message: PortalMessage) => void;
  /** An ad break that never ends (a broken SDK) is given up after this long. */
  adBreakTimeoutMs?: number;
}

/**
 * The game's one entry to the platform: deduplicates events (loadingFinished once, no
 * gameplayStart twice in a row, gameplayStop only after gameplayStart), forwards them to
 * the adapter and posts them to the parent page. Every method is safe to call at any time
 * and never throws, whatever the adapter does.
 */
export class Portal {
  private loaded = false;
  private playing = false;
  private adRunning: Promise<void> | null = null;
  private hooks: AdBreakHooks | null = null;
  private portalMuted = false;
  private readonly muteListeners = new Set<(muted: boolean) => void>();
  private readonly post: (message: PortalMessage) => void;
  private readonly adBreakTimeoutMs: number;

  constructor(
    private adapter: Platform = nonePlatform,
    options: PortalOptions = {},
  ) {
    this.post = options.post ?? ((m) => postToParent(m));
    this.adBreakTimeoutMs = options.adBreakTimeoutMs ?? 60_000;
  }

  /** Replaces the adapter (the build-time adapter arrives asynchronously). */
  setAdapter(adapter: Platform): void {
    this.adapter = adapter;
    // An SDK that arrives after the menu is up still needs to hear it.
    if (this.loaded) this.safely(() => adapter.loadingFinished());
    if (this.playing) this.safely(() => adapter.gameplayStart());
    this.safely(() => adapter.watchMute?.((muted) => this.setPortalMuted(muted)));
  }

  // ---- the portal's mute setting and share links --------------------------------------

  /** `listener` hears the portal's mute setting now and on every change. */
  onPortalMute(listener: (muted: boolean) => void): void {
    this.muteListeners.add(listener);
    this.safely(() => listener(this.portalMuted));
  }

  get isPortalMuted(): boolean {
    return this.portalMuted;
  }

  private setPortalMuted(muted: boolean): void {
    if (muted === this.portalMuted) return;
    this.portalMuted = muted;
    for (const l of this.muteListeners) this.safely(() => l(muted));
  }

  /** A link to the game carrying `params`: the portal's own when it has one, else null. Never rejects. */
  async shareableURL(params: Record<string, string>): Promise<string | null> {
    try {
      return (await this.adapter.shareableURL?.(params)) ?? null;
    } catch {
      return null;
    }
  }

  /** A parameter of the portal's share link the page was opened from; null without one. Never throws. */
  linkParam(name: string): string | null {
    try {
      return this.adapter.linkParam?.(name) ?? null;
    } catch {
      return null;
    }
  }

  /** The portal's invitation to an online room, or null (the game makes its own link). Never rejects. */
  async inviteLink(params: Record<string, string>): Promise<string | null> {
    try {
      return (await this.adapter.inviteLink?.(params)) ?? null;
    } catch {
      return null;
    }
  }

  /** Shows (params) or hides (null) the portal's own invite button, where it has one. Never throws. */
  inviteButton(params: Record<string, string> | null): void {
    this.safely(() => (params ? this.adapter.showInviteButton?.(params) : this.adapter.hideInviteButton?.()));
  }

  /** Whether the portal asks for an online game straight away. Never throws. */
  get instantMultiplayer(): boolean {
    try {
      return this.adapter.instantMultiplayer?.() === true;
    } catch {
      return false;
    }
  }

  /** The game's sound and input, muted and blocked during an ad break. */
  setAdBreakHooks(hooks: AdBreakHooks): void {
    this.hooks = hooks;
  }

  get isPlaying(): boolean {
    return this.playing;
  }

  get inAdBreak(): boolean {
    return this.adRunning !== null;
  }

  /** Resolves when no ad break runs (at once when none does). */
  adBreakOver(): Promise<void> {
    return this.adRunning ?? Promise.resolve();
  }

  loadingFinished(): void {
    if (this.loaded) return;
    this.loaded = true;
    this.safely(() => this.adapter.loadingFinished());
    this.emit({ type: 'loadingFinished' });
  }

  gameplayStart(game?: string): void {
    if (this.playing || this.adRunning) return;
    this.playing = true;
    this.safely(() => this.adapter.gameplayStart());
    this.emit({ type: 'gameplayStart', game });
  }

  gameplayStop(reason: StopReason, detail: { game?: string; winner?: string } = {}): void {
    if (!this.playing) return;
    this.playing = false;
    this.safely(() => this.adapter.gameplayStop(reason));
    this.emit({ type: 'gameplayStop', reason, ...detail });
  }

  /**
   * An ad break between matches: gameplay stops, sound is muted and input blocked until
   * the adapter's break is over (or has failed, or timed out). Never rejects. Calls made
   * while a break runs share it.
   */
  adBreak(): Promise<void> {
    if (this.adRunning) return this.adRunning;
    this.gameplayStop('adBreak');
    const hooks = this.hooks;
    // Input is blocked from the request on; sound is muted when the ad starts, for an
    // adapter that reports the start (a request may end with no ad at all).
    let muted = false;
    let over = false;
    const mute = (): void => {
      if (muted || over) return;
      muted = true;
      this.safely(() => hooks?.setAdMuted(true));
    };
    if (!this.adapter.mutesWhenAdStarts) mute();
    this.safely(() => hooks?.setInputBlocked(true));
    this.emit({ type: 'adBreakStart' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.adBreakTimeoutMs);
    });
    let shown: Promise<void>;
    try {
      shown = Promise.resolve(this.adapter.adBreak(mute)).catch(() => undefined);
    } catch {
      shown = Promise.resolve();
    }
    const running: Promise<void> = Promise.race([shown, timeout]).then(() => {
      clearTimeout(timer);
      over = true;
      this.adRunning = null;
      this.safely(() => hooks?.setInputBlocked(false));
      if (muted) this.safely(() => hooks?.setAdMuted(false));
      this.emit({ type: 'adBreakEnd' });
    });
    this.adRunning = running;
    return running;
  }

  private emit(detail: Omit<PortalMessage, 'source'>): void {
    const message: PortalMessage = { source: MESSAGE_SOURCE, type: detail.type };
    if (detail.game !== undefined) message.game = detail.game;
    if (detail.reason !== undefined) message.reason = detail.reason;
    if (detail.winner !== undefined) message.winner = detail.winner;
    this.safely(() => this.post(message));
  }

  private safely(fn: () => void): void {
    try {
      fn();
    } catch {
      // An SDK or hook that throws must not take the game with it.
    }
  }
}

/** Build-time adapters, loaded only when VITE_PLATFORM names them. */
// Each entry is guarded by the build-time constant, so the default build leaves the
// adapter's code (and any SDK it loads) out of dist/ altogether.
const ADAPTERS: Record<string, (() => Promise<{ createPlatform(): Platform }>) | undefined> = {
  example: import.meta.env.VITE_PLATFORM === 'example' ? () => import('../portal/adapters/example') : undefined,
  crazygames: import.meta.env.VITE_PLATFORM === 'crazygames' ? () => import('../portal/adapters/crazygames') : undefined,
  poki: import.meta.env.VITE_PLATFORM === 'poki' ? () => import('../portal/adapters/poki') : undefined,
};

/** The adapter this build was made for (VITE_PLATFORM), or none. */
export async function loadPlatform(name: string | undefined = import.meta.env.VITE_PLATFORM): Promise<Platform> {
  if (!name || name === 'none') return nonePlatform;
  const load = ADAPTERS[name];
  if (!load) {
    console.warn(`[platform] unknown VITE_PLATFORM "${name}", using none`);
    return nonePlatform;
  }
  try {
    return (await load()).createPlatform();
  } catch {
    return nonePlatform;
  }
}

/** The game's one portal. Its adapter is attached by initPlatform() at boot. */
export const portal = new Portal();

let initialised = false;
let attached: Promise<void> = Promise.resolve();
/** Attaches the build's adapter to `portal` (once; safe to call again); resolves once it is attached. */
export function initPlatform(): Promise<void> {
  if (initialised) return attached;
  initialised = true;
  const name = import.meta.env.VITE_PLATFORM;
  if (!name || name === 'none') return attached;
  attached = loadPlatform(name).then((adapter) => portal.setAdapter(adapter));
  return attached;
}
