// Plays the composer's bars a little ahead of time and lets go of them once heard, so that
// memory stays flat however long the music plays: at any moment only the bars from now to
// AHEAD seconds on (and the tails still ringing) are held. The clock and the output are
// handed in (a Web Audio sink in the page, a fake in the tests).
import type { Composer } from './composer';
import { barSeconds, type Bar } from './style';
import { TAIL } from './render';

/** Where rendered bars go: a clock in seconds, a way to start a buffer at a time and to drop it. */
export interface MusicSink<H> {
  now(): number;
  start(pcm: Float32Array, at: number): H;
  release(handle: H): void;
}

/** Seconds of music kept scheduled ahead of the clock. */
export const AHEAD = 3;

export class MusicScheduler<H> {
  private nextAt: number | null = null;
  private readonly playing: { handle: H; until: number }[] = [];
  /** Every bar scheduled so far (a count, not a list). */
  bars = 0;

  constructor(
    private readonly composer: Composer,
    private readonly render: (bar: Bar) => Float32Array,
    private readonly sink: MusicSink<H>,
  ) {}

  /** Buffers held now: those scheduled and not yet heard to their end. */
  get live(): number {
    return this.playing.length;
  }

  /** Call often (a few times a second): schedules what the next AHEAD seconds need, frees what has played. */
  tick(): void {
    const now = this.sink.now();
    while (this.playing.length && this.playing[0]!.until <= now) this.sink.release(this.playing.shift()!.handle);
    // after a pause (a hidden page, a slow timer) start again just ahead of the clock
    let at = this.nextAt === null || this.nextAt < now ? now + 0.1 : this.nextAt;
    while (at < now + AHEAD) {
      const bar = this.composer.next();
      this.playing.push({ handle: this.sink.start(this.render(bar), at), until: at + barSeconds(bar) + TAIL });
      at += barSeconds(bar);
      this.bars++;
    }
    this.nextAt = at;
  }

  /** Stops at once: every held buffer is released, the next tick starts afresh. */
  stop(): void {
    for (const p of this.playing.splice(0)) this.sink.release(p.handle);
    this.nextAt = null;
  }
}
