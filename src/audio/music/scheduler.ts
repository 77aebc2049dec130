// Plays the composer's bars a little ahead of time and lets go of them once heard, so that
// memory stays flat however long the music plays: at any moment only the bars from now to
// AHEAD seconds on (and the tails still ringing) are held. A bar is rendered over several
// ticks within a small time budget each. The clock and the output are handed in (a Web
// Audio sink in the page, a fake in the tests).
import type { Composer } from './composer';
import { barSeconds, type Bar } from './style';
import { TAIL, type BarRender } from './render';

/** Where rendered bars go: a clock in seconds, a way to start a buffer at a time and to drop it. */
export interface MusicSink<H> {
  now(): number;
  start(pcm: Float32Array, at: number): H;
  release(handle: H): void;
}

/** Seconds of music kept scheduled ahead of the clock (room for a bar's render over a few ticks). */
export const AHEAD = 5;
/** Milliseconds of rendering a tick may take. */
export const TICK_BUDGET_MS = 4;

const wallClock = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

export class MusicScheduler<H> {
  private nextAt: number | null = null;
  private job: { bar: Bar; render: BarRender } | null = null;
  private readonly playing: { handle: H; until: number }[] = [];
  /** Every bar scheduled so far (a count, not a list). */
  bars = 0;

  constructor(
    private readonly composer: Composer,
    private readonly render: (bar: Bar) => BarRender,
    private readonly sink: MusicSink<H>,
    private readonly clock: () => number = wallClock,
  ) {}

  /** Buffers held now: those scheduled and not yet heard to their end (and one being rendered). */
  get live(): number {
    return this.playing.length + (this.job ? 1 : 0);
  }

  /** Call often (a few times a second): renders and schedules what the next AHEAD seconds need, frees what has played. */
  tick(): void {
    const now = this.sink.now();
    while (this.playing.length && this.playing[0]!.until <= now) this.sink.release(this.playing.shift()!.handle);
    // after a pause (a hidden page, a slow timer) start again just ahead of the clock
    let at = this.nextAt === null || this.nextAt < now ? now + 0.1 : this.nextAt;
    const deadline = this.clock() + TICK_BUDGET_MS;
    while (at < now + AHEAD) {
      if (!this.job) {
        const bar = this.composer.next();
        this.job = { bar, render: this.render(bar) };
      }
      if (!this.job.render.step(deadline, this.clock)) break;
      const { bar, render } = this.job;
      this.job = null;
      this.playing.push({ handle: this.sink.start(render.pcm, at), until: at + barSeconds(bar) + TAIL });
      at += barSeconds(bar);
      this.bars++;
      if (this.clock() >= deadline) break;
    }
    this.nextAt = at;
  }

  /** Stops at once: every held buffer is released, the next tick starts afresh. */
  stop(): void {
    for (const p of this.playing.splice(0)) this.sink.release(p.handle);
    this.job = null;
    this.nextAt = null;
  }
}
