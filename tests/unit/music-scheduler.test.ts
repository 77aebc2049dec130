// The music's memory stays flat: an hour of bars composed and scheduled against a fake
// clock holds only the next few seconds at any moment (src/audio/music/scheduler.ts), and
// a rendered bar is sound of the length it says (render.ts).
import { describe, expect, it } from 'vitest';
import { createComposer } from '../../src/audio/music/composer';
import { renderBar, startBar, TAIL, type BarRender } from '../../src/audio/music/render';
import { AHEAD, MusicScheduler, type MusicSink } from '../../src/audio/music/scheduler';
import { barSeconds, MENU_STYLE, type Bar } from '../../src/audio/music/style';
import { RATE } from '../../src/audio/instruments';
import { kitOf } from '../../src/games/registry';

/** A clock the test moves, and an output that counts what it holds. */
function fakeSink() {
  const held = new Set<number>();
  let next = 0;
  const sink = {
    time: 0,
    started: 0,
    maxHeld: 0,
    starts: [] as number[],
    now: () => sink.time,
    start(_pcm: Float32Array, at: number) {
      sink.started++;
      sink.starts.push(at);
      held.add(++next);
      sink.maxHeld = Math.max(sink.maxHeld, held.size);
      return next;
    },
    release(h: number) {
      expect(held.has(h)).toBe(true);
      held.delete(h);
    },
    get held() {
      return held.size;
    },
  };
  return sink satisfies MusicSink<number> & { time: number };
}

describe('the music scheduler', () => {
  it('holds a bounded number of bars while an hour is generated and scheduled', () => {
    const composer = createComposer(kitOf('tiger').music, 9);
    const sink = fakeSink();
    let rendered = 0;
    // a stand-in render, the size of the sound and not the sound, that takes two ticks a bar
    const scheduler = new MusicScheduler(
      composer,
      (bar: Bar): BarRender => {
        rendered++;
        let steps = 0;
        return { pcm: new Float32Array(Math.ceil((barSeconds(bar) + TAIL) * 10)), step: () => ++steps >= 2 };
      },
      sink,
    );
    let maxLive = 0;
    for (let step = 0; step <= 3600 * 4; step++) {
      sink.time = step / 4; // a tick every 250 ms, as in the page
      composer.setMood({ tension: step % 2000 < 1000 ? 0 : 1, calm: step % 40 < 20 });
      scheduler.tick();
      maxLive = Math.max(maxLive, scheduler.live);
      // never more than AHEAD seconds of bars are waiting
      expect(sink.starts.at(-1) ?? 0).toBeLessThan(sink.time + AHEAD);
    }
    // an hour of music, played back to back
    expect(scheduler.bars).toBeGreaterThanOrEqual(rendered - 1);
    expect(scheduler.bars).toBeGreaterThan(1000);
    for (let i = 1; i < sink.starts.length; i++) expect(sink.starts[i]!).toBeGreaterThan(sink.starts[i - 1]!);
    // the shortest bar lasts over 2 s: what is ahead and what still rings is a handful of bars
    const bound = Math.ceil((AHEAD + TAIL) / 2) + 3;
    expect(maxLive).toBeLessThanOrEqual(bound);
    expect(sink.maxHeld).toBeLessThanOrEqual(bound);
    expect(sink.held).toBe(scheduler.live);
    scheduler.stop();
    expect(sink.held).toBe(0);
  });

  it('starts again just ahead of the clock after a pause', () => {
    const sink = fakeSink();
    const scheduler = new MusicScheduler(createComposer(MENU_STYLE, 1), () => ({ pcm: new Float32Array(1), step: () => true }), sink);
    scheduler.tick();
    scheduler.stop();
    sink.time = 100;
    scheduler.tick();
    expect(sink.starts.at(-1)! - 100).toBeLessThan(AHEAD);
    expect(sink.starts.filter((t) => t >= 100)[0]).toBeCloseTo(100.1, 5);
  });
});

describe('a rendered bar', () => {
  it('renders a few notes a step, the same sound as all at once', () => {
    const style = kitOf('pairing').music;
    const c = createComposer(style, 6);
    const bar = c.next();
    const whole = renderBar(style, bar);
    const job = startBar(style, bar);
    let steps = 1;
    // a clock past every deadline: one note a step
    while (!job.step(0, () => 1)) steps++;
    expect(steps).toBe(bar.notes.length);
    expect(job.pcm.length).toBe(whole.length);
    let same = true;
    for (let i = 0; i < whole.length; i++) same &&= job.pcm[i] === whole[i];
    expect(same).toBe(true);
  });

  it('is audible, in range, and lasts its bar and a tail', () => {
    for (const style of [MENU_STYLE, kitOf('cannon').music, kitOf('othello').music]) {
      const c = createComposer(style, 2);
      for (let i = 0; i < 4; i++) {
        const bar = c.next();
        const pcm = renderBar(style, bar);
        expect(pcm.length).toBe(Math.ceil((barSeconds(bar) + TAIL) * RATE));
        let peak = 0;
        let sum = 0;
        for (const v of pcm) {
          peak = Math.max(peak, Math.abs(v));
          sum += v * v;
        }
        expect(peak).toBeLessThan(1);
        expect(Math.sqrt(sum / pcm.length)).toBeGreaterThan(0.005);
      }
    }
  });
});
