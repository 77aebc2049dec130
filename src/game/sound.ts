// The scenes' one door to sound. Delegates to the audio module (src/audio), and keeps
// the mute setting in step with the stored settings.
import type { SoundName } from '../audio/synth';

export type { SoundName };

export interface SoundBackend {
  play(name: SoundName): void;
  setMuted(muted: boolean): void;
  unlock(): void;
  setHidden(hidden: boolean): void;
  /** The soft background loop (remembered by the backend). */
  setMusic?(on: boolean): void;
  readonly music?: boolean;
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
  /** The background loop on or off (remembered); it plays only while not muted. */
  setMusic(on: boolean): void {
    backend?.setMusic?.(on);
  },
  get music(): boolean {
    return backend?.music ?? false;
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
