// The scenes' one door to sound. Delegates to the audio module (src/audio), and keeps
// the mute setting in step with the stored settings.
import type { MusicState } from './music/player';
import type { Mood, MusicStyle } from './music/style';
import type { SoundName } from './synth';

export type { SoundName };

export interface SoundBackend {
  play(name: SoundName): void;
  setMuted(muted: boolean): void;
  unlock(): void;
  setHidden(hidden: boolean): void;
  /** The music's and the effects' levels, 0..100 (remembered by the backend). */
  setMusicVolume?(level: number): void;
  readonly musicVolume?: number;
  setEffectsVolume?(level: number): void;
  readonly effectsVolume?: number;
  setMusicStyle?(style: MusicStyle): void;
  setMusicMood?(mood: Mood): void;
  readonly musicState?: MusicState;
}

let backend: SoundBackend | null = null;
let muted = false;
let hidden = false;

export const sound = {
  attach(b: SoundBackend): void {
    backend = b;
    b.setMuted(muted);
  },
  play(name: SoundName): void {
    if (!muted) backend?.play(name);
  },
  setMuted(m: boolean): void {
    muted = m;
    backend?.setMuted(m);
  },
  get muted(): boolean {
    return muted;
  },
  /** The music's level, 0 (off) to 100 (remembered); it plays only while not muted. */
  setMusicVolume(level: number): void {
    backend?.setMusicVolume?.(level);
  },
  get musicVolume(): number {
    return backend?.musicVolume ?? 0;
  },
  /** The effects' level, 0 (off) to 100 (remembered). */
  setEffectsVolume(level: number): void {
    backend?.setEffectsVolume?.(level);
  },
  get effectsVolume(): number {
    return backend?.effectsVolume ?? 100;
  },
  /** The music's theme: the menu's, or the game's on its board (src/games/<id>/music.ts). */
  setMusicStyle(style: MusicStyle): void {
    backend?.setMusicStyle?.(style);
  },
  /** The board's mood: calmer while the player thinks, tenser when PAPA foresees a result. */
  setMusicMood(mood: Mood): void {
    backend?.setMusicMood?.(mood);
  },
  get musicState(): MusicState | null {
    return backend?.musicState ?? null;
  },
  unlock(): void {
    backend?.unlock();
  },
  setHidden(h: boolean): void {
    hidden = h;
    backend?.setHidden(h);
  },
  /** Nothing is heard: muted by the player, or silenced (hidden page, ad, the portal's mute). */
  get silenced(): boolean {
    return muted || hidden;
  },
};
