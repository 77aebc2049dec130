// The game's sound, played through Howler. Every sound is synthesised by synth.ts on first
// need (or all at once on unlock), wrapped as a WAV Blob URL: no audio file ships or loads.
// Howler itself (which makes an AudioContext as it loads) comes in its own chunk on the
// first gesture or the first sound, off the start-up path.
import type { Howl } from 'howler';
import { encodeWav, musicLoop, SOUND_NAMES, synth, type SoundName } from './synth';

export type { SoundName };
export { SOUND_NAMES };

export interface GameAudio {
  /** Play a sound; a no-op while muted or hidden. */
  play(name: SoundName): void;
  setMuted(muted: boolean): void;
  readonly muted: boolean;
  /** The soft background loop on or off (persisted; plays only while not muted nor hidden). */
  setMusic(on: boolean): void;
  readonly music: boolean;
  /** Page hidden: silence everything; visible again: restore. */
  setHidden(hidden: boolean): void;
  /** Call on the first user gesture: resumes the AudioContext and prepares every sound. */
  unlock(): void;
  /** Loads the audio library now (otherwise on the first gesture or sound). */
  load(): Promise<void>;
}

type HowlerModule = typeof import('howler');
let howler: HowlerModule | null = null;
let loading: Promise<HowlerModule> | null = null;
function loadHowler(): Promise<HowlerModule> {
  return (loading ??= import('howler').then((m) => (howler = m)));
}

const VOLUME: Record<SoundName, number> = {
  select: 0.6,
  move: 0.9,
  capture: 0.9,
  flip: 0.7,
  place: 0.9,
  illegal: 0.6,
  'your-turn': 0.6,
  'clock-warning': 0.7,
  win: 0.8,
  lose: 0.7,
  draw: 0.7,
  click: 0.6,
};
const MUSIC_VOLUME = 0.22;
/** The same sound again within this many ms is dropped (e.g. ten discs flipping at once). */
const MIN_GAP_MS = 45;

function urlFlag(name: string): boolean {
  try {
    return new URLSearchParams(globalThis.location?.search ?? '').get(name) === '1';
  } catch {
    return false;
  }
}

function blobUrl(pcm: Float32Array): string {
  const wav = encodeWav(pcm);
  return URL.createObjectURL(new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' }));
}

/** Where the mute and music choices are kept: the game's storage, handed in by src/main.ts. */
interface SoundStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

class HowlerAudio implements GameAudio {
  private readonly howls = new Map<SoundName, Howl>();
  private readonly last = new Map<SoundName, number>();
  private musicHowl: Howl | null = null;
  private _muted: boolean;
  private _music: boolean;
  private hidden = false;
  private store: SoundStore | null = null;

  constructor() {
    this._muted = urlFlag('mute');
    this._music = false;
  }

  /** Takes the stored mute and music choices from `store`, and keeps them there from now on. */
  keepIn(store: SoundStore): void {
    this.store = store;
    this._muted = urlFlag('mute') || store.get('muted') === '1';
    this._music = store.get('music') === '1';
    this.apply();
  }

  get muted(): boolean {
    return this._muted;
  }

  get music(): boolean {
    return this._music;
  }

  play(name: SoundName): void {
    if (this._muted || this.hidden) return;
    const now = typeof performance === 'undefined' ? Date.now() : performance.now();
    if (now - (this.last.get(name) ?? -1e9) < MIN_GAP_MS) return;
    this.last.set(name, now);
    if (!howler) {
      void this.load().then(() => {
        if (!this._muted && !this.hidden) this.sound(name).play();
      });
      return;
    }
    try {
      this.sound(name).play();
    } catch {
      // sound is a nicety: never let it break the game
    }
  }

  load(): Promise<void> {
    return loadHowler().then(
      () => this.apply(),
      () => undefined, // no sound, no harm
    );
  }

  setMuted(muted: boolean): void {
    this._muted = muted;
    // `?mute=1` mutes this visit only: it never overwrites the stored choice
    if (!urlFlag('mute')) this.store?.set('muted', muted ? '1' : '0');
    this.apply();
  }

  setMusic(on: boolean): void {
    this._music = on;
    this.store?.set('music', on ? '1' : '0');
    this.apply();
  }

  setHidden(hidden: boolean): void {
    this.hidden = hidden;
    this.apply();
  }

  unlock(): void {
    if (!howler) {
      void this.load().then(() => this.unlock());
      return;
    }
    try {
      const ctx = howler.Howler.ctx;
      if (ctx && ctx.state === 'suspended') void ctx.resume();
    } catch {
      // no Web Audio: Howler falls back to HTML5 audio
    }
    // prepare every sound now, a few at a time, so the first play has no delay
    const todo = [...SOUND_NAMES];
    const step = () => {
      for (let k = 0; k < 3 && todo.length; k++) this.sound(todo.shift()!);
      if (todo.length) setTimeout(step, 0);
    };
    setTimeout(step, 0);
    this.apply();
  }

  private sound(name: SoundName): Howl {
    let h = this.howls.get(name);
    if (!h) {
      h = new howler!.Howl({ src: [blobUrl(synth(name))], format: ['wav'], volume: VOLUME[name] });
      this.howls.set(name, h);
    }
    return h;
  }

  /** Bring Howler in line with muted / hidden / music. */
  private apply(): void {
    const silent = this._muted || this.hidden;
    if (!howler) return; // load() applies the state once Howler is here
    const { Howl, Howler } = howler;
    try {
      Howler.mute(silent);
      if (this._music && !silent) {
        if (!this.musicHowl) {
          this.musicHowl = new Howl({ src: [blobUrl(musicLoop())], format: ['wav'], loop: true, volume: 0 });
        }
        if (!this.musicHowl.playing()) {
          this.musicHowl.play();
          this.musicHowl.fade(0, MUSIC_VOLUME, 1200);
        }
      } else if (this.musicHowl?.playing()) {
        this.musicHowl.pause();
      }
    } catch {
      // never let audio break the game
    }
  }
}

/** The game's one audio service. */
export const audio: GameAudio & { keepIn(store: SoundStore): void } = new HowlerAudio();
