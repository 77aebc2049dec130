// The music in the page: a composer for the style in force, its bars rendered and handed
// to Web Audio a few seconds ahead by the scheduler (scheduler.ts), into one gain node (the
// music's volume) on the way to Howler's master gain, so that mute mutes it too.
import { RATE } from '../instruments';
import { createComposer, type Composer } from './composer';
import { startBar } from './render';
import { MusicScheduler, type MusicSink } from './scheduler';
import { MENU_STYLE, REST_MOOD, type Mood, type MusicStyle } from './style';

interface Voice {
  source: AudioBufferSourceNode;
  gain: GainNode;
}

const TICK_MS = 250;
const FADE_S = 0.08;

class WebAudioSink implements MusicSink<Voice> {
  constructor(
    private readonly ctx: AudioContext,
    private readonly out: AudioNode,
  ) {}
  now(): number {
    return this.ctx.currentTime;
  }
  start(pcm: Float32Array, at: number): Voice {
    const buffer = this.ctx.createBuffer(1, pcm.length, RATE);
    buffer.getChannelData(0).set(pcm);
    const source = this.ctx.createBufferSource();
    source.buffer = buffer;
    const gain = this.ctx.createGain();
    source.connect(gain).connect(this.out);
    source.onended = () => {
      source.disconnect();
      gain.disconnect();
    };
    source.start(Math.max(at, this.ctx.currentTime));
    return { source, gain };
  }
  release(v: Voice): void {
    // a short fade for a bar cut off (a new theme, a pause); one that has ended was already let go
    const t = this.ctx.currentTime;
    try {
      v.gain.gain.setTargetAtTime(0, t, FADE_S / 3);
      v.source.stop(t + FADE_S);
    } catch {
      // already stopped
    }
  }
}

export interface MusicState {
  style: string;
  mood: Mood;
  playing: boolean;
  live: number;
  bars: number;
}

export class MusicPlayer {
  private style: MusicStyle = MENU_STYLE;
  private mood: Mood = REST_MOOD;
  private composer: Composer;
  private scheduler: MusicScheduler<Voice> | null = null;
  private out: GainNode | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private bars = 0;

  constructor(private readonly seed: number) {
    this.composer = createComposer(this.style, seed);
  }

  /** A new theme: the next bar is the new style's (the bars already scheduled fade out). */
  setStyle(style: MusicStyle): void {
    if (style === this.style) return;
    this.style = style;
    this.mood = REST_MOOD;
    this.composer = createComposer(style, this.seed);
    this.restart();
  }

  setMood(mood: Mood): void {
    this.mood = mood;
    this.composer.setMood(mood);
  }

  /** Plays into `destination` of `ctx` at `gain` (0..1). */
  play(ctx: AudioContext, destination: AudioNode, gain: number): void {
    if (!this.out || this.out.context !== ctx) {
      this.out = ctx.createGain();
      this.out.connect(destination);
      this.scheduler = null;
    }
    this.out.gain.setTargetAtTime(gain, ctx.currentTime, 0.3);
    if (!this.scheduler) this.scheduler = this.makeScheduler(ctx, this.out);
    if (this.timer === null) {
      this.scheduler.tick();
      this.timer = setInterval(() => this.scheduler?.tick(), TICK_MS);
    }
  }

  /** Silent: stops scheduling and lets go of every buffer. */
  pause(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    if (this.scheduler) this.bars += this.scheduler.bars;
    this.scheduler?.stop();
    if (this.scheduler) this.scheduler.bars = 0;
  }

  get state(): MusicState {
    return {
      style: this.style.name,
      mood: this.mood,
      playing: this.timer !== null,
      live: this.scheduler?.live ?? 0,
      bars: this.bars + (this.scheduler?.bars ?? 0),
    };
  }

  private makeScheduler(ctx: AudioContext, out: AudioNode): MusicScheduler<Voice> {
    const style = this.style;
    return new MusicScheduler(this.composer, (bar) => startBar(style, bar), new WebAudioSink(ctx, out));
  }

  private restart(): void {
    if (!this.scheduler || !this.out) return;
    this.bars += this.scheduler.bars;
    this.scheduler.stop();
    this.scheduler = this.makeScheduler(this.out.context as AudioContext, this.out);
    if (this.timer !== null) this.scheduler.tick();
  }
}
