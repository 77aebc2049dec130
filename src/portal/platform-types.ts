// What a portal adapter (src/portal/adapters/) implements, apart from the portal layer
// (platform.ts) that loads the adapters, so that the adapters need not import it back.

export interface Platform {
  loadingFinished(): void;
  gameplayStart(): void;
  /** `reason`: why (an adapter may keep some stops, e.g. a hidden page, from its SDK). */
  gameplayStop(reason?: StopReason): void;
  /**
   * Shows an ad if the portal has one; resolves when it is over (at once when there is none).
   * An adapter with `mutesWhenAdStarts` calls `onAdStarted` when an ad really plays.
   */
  adBreak(onAdStarted?: () => void): Promise<void>;
  // ---- optional, for portal SDKs (adapters/crazygames.ts, adapters/poki.ts) ----
  /** Sound is muted only once `onAdStarted` is called, not when the break is asked for. */
  readonly mutesWhenAdStarts?: boolean;
  /** The portal's own mute setting: `listener` hears it now and on every change. */
  watchMute?(listener: (muted: boolean) => void): void;
  /** A link to the game on the portal that carries `params` (share links). */
  shareableURL?(params: Record<string, string>): Promise<string>;
  /** A parameter of the portal's share link the game was opened from (its page's URL, not ours). */
  linkParam?(name: string): string | null;
  /** The portal's invitation to an online room carrying `params` (CrazyGames inviteLink, Poki shareableURL). */
  inviteLink?(params: Record<string, string>): Promise<string>;
  /** The portal's own invite button, shown while a private room waits for a friend (CrazyGames). */
  showInviteButton?(params: Record<string, string>): void;
  hideInviteButton?(): void;
  /** The portal asks for an online game straight away (CrazyGames instant multiplayer). */
  instantMultiplayer?(): boolean;
}

/** Why gameplay stopped, sent with gameplayStop. */
export type StopReason = 'result' | 'menu' | 'pause' | 'hidden' | 'adBreak';
