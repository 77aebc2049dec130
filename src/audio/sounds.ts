// The game's sound, played through Howler. Every sound is synthesised by synth.ts on first
// need (or all at once on unlock), wrapped as a WAV Blob URL: no audio file ships or loads.
// Howler itself (which makes an AudioContext as it loads) comes in its own chunk on the
// first gesture or the first sound, off the start-up path. The music is composed as it plays
// (src/audio/music/) and goes through Howler's AudioContext; without Web Audio there is none.
import type { Howl } from 'howler';
import { MusicPlayer, type MusicState } from './music/player';
import type { Mood, MusicStyle } from './music/style';
import { encodeWav, SOUND_NAMES, synth, type SoundName } from './synth';
import { readVolume, volumeGain, writeVolume } from './volume';

export type { SoundName };
export { SOUND_NAMES };

export interface GameAudio {
  /** Play a sound; a no-op while muted or hidden. */
  play(name: SoundName): void;
  setMuted(muted: boolean): void;
  readonly muted: boolean;
  /** The music's and the effects' levels, 0 (off) to 100 in steps (remembered; volume.ts). */
  setMusicVolume(level: number): void;
  readonly musicVolume: number;
  setEffectsVolume(level: number): void;
  readonly effectsVolume: number;
  /** The music's theme (a game's style, the menu's) and its mood. */
  setMusicStyle(style: MusicStyle): void;
  setMusicMood(mood: Mood): void;
  /** What the music is doing (for the test hook). */
  readonly musicState: MusicState;
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
/** The music's gain at full volume: it sits under the effects. */
const MUSIC_GAIN = 0.5;
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

function memoryStore(): SoundStore {
  const kept = new Map<string, string>();
  return { get: (key) => kept.get(key) ?? null, set: (key, value) => void kept.set(key, value) };
}

class HowlerAudio implements GameAudio {
  private readonly howls = new Map<SoundName, Howl>();
  private readonly last = new Map<SoundName, number>();
  private readonly music = new MusicPlayer((Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) >>> 0);
  private _muted: boolean;
  private _musicVolume: number;
  private _effectsVolume: number;
  private hidden = false;
  /** Until src/main.ts hands over the game's storage, choices live for this visit only. */
  private store: SoundStore = memoryStore();

  constructor() {
    this._muted = urlFlag('mute');
    this._musicVolume = readVolume(this.store, 'music');
    this._effectsVolume = readVolume(this.store, 'effects');
  }

  /** Takes the stored mute and volume choices from `store`, and keeps them there from now on. */
  keepIn(store: SoundStore): void {
    this.store = store;
    this._muted = urlFlag('mute') || store.get('muted') === '1';
    this._musicVolume = readVolume(store, 'music');
    this._effectsVolume = readVolume(store, 'effects');
    this.apply();
  }

  get muted(): boolean {
    return this._muted;
  }

  get musicVolume(): number {
    return this._musicVolume;
  }

  get effectsVolume(): number {
    return this._effectsVolume;
  }

  get musicState(): MusicState {
    return this.music.state;
  }

  play(name: SoundName): void {
    if (this._muted || this.hidden || this._effectsVolume === 0) return;
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
    if (!urlFlag('mute')) this.store.set('muted', muted ? '1' : '0');
    this.apply();
  }

  setMusicVolume(level: number): void {
    this._musicVolume = writeVolume(this.store, 'music', level);
    this.apply();
  }

  setEffectsVolume(level: number): void {
    this._effectsVolume = writeVolume(this.store, 'effects', level);
    for (const [name, h] of this.howls) h.volume(this.effectsGain(name));
  }

  setMusicStyle(style: MusicStyle): void {
    this.music.setStyle(style);
  }

  setMusicMood(mood: Mood): void {
    this.music.setMood(mood);
  }

  private effectsGain(name: SoundName): number {
    return VOLUME[name] * volumeGain(this._effectsVolume);
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
      h = new howler!.Howl({ src: [blobUrl(synth(name))], format: ['wav'], volume: this.effectsGain(name) });
      this.howls.set(name, h);
    }
    return h;
  }

  /** Bring Howler and the music in line with muted / hidden / the music's volume. */
  private apply(): void {
    const silent = this._muted || this.hidden;
    if (!howler) return; // load() applies the state once Howler is here
    const { Howler } = howler;
    try {
      Howler.mute(silent);
      const ctx = Howler.ctx;
      if (this._musicVolume > 0 && !silent && ctx && Howler.masterGain) {
        // the music plays through Howler's context but no Howl: keep Howler from suspending it
        Howler.autoSuspend = false;
        if (ctx.state === 'suspended') void ctx.resume();
        this.music.play(ctx, Howler.masterGain, MUSIC_GAIN * volumeGain(this._musicVolume));
      } else {
        this.music.pause();
      }
    } catch {
      // never let audio break the game
    }
  }
}

/** The game's one audio service. */
export const audio: GameAudio & { keepIn(store: SoundStore): void } = new HowlerAudio();
