// Animations, seen frame by frame (no fast=1): a capture (Pairing), an Othello flip
// sequence and the tiger's leap, each driven by real clicks between two friends (so every
// move is ours and the play is deterministic). The page runs on Playwright's fake clock:
// once the last click is in, time stands still and is stepped 50 ms at a time with a
// screenshot after each step, so the strips (test-output/strips/) show real animation
// times however slow a screenshot is. The frames must differ (the animation really
// moves) and `busy` must fall back to false. Then the result's confetti.
// (PAPA thinking and the motion setting: thinking-and-settings.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardState, hasBrowser, launch, screenshot, waitForScene, type BoardState, type Session } from './harness';
import { boardClip, captureMove, distinct, openFriends, playLine, saveStrip } from './animation-support';

interface MoveFilm {
  title: string;
  game: string;
  /** Moves played first, without filming. */
  before: string[];
  /** The filmed move. */
  move: string;
  /** Two opposite points of the board, for the frames' clip. */
  corners: [string, string];
  strip: string;
  /** What the board must show once the move is over. */
  after: (b: BoardState) => void;
}

const FILMS: MoveFilm[] = [
  {
    title: 'a Pairing capture: the stone travels, the captured one bursts and fades',
    game: 'pairing',
    before: ['a4-a3'],
    move: 'a2-a3',
    corners: ['a1', 'e5'],
    strip: 'capture-pairing',
    after: (b) => expect(b.history).toEqual(['a4-a3', 'a2-a3']),
  },
  {
    title: 'an Othello flip sequence: discs turn over one after another',
    game: 'othello',
    before: ['d3', 'c3', 'b3', 'd2'],
    move: 'd1',
    corners: ['a1', 'h8'],
    strip: 'flip-othello',
    after: (b) => expect(b.history.at(-1)).toBe('d1'),
  },
  {
    title: "the tiger's leap over a dog",
    game: 'tiger',
    before: ['c1'],
    move: 'c5-a3',
    corners: ['a7', 'e3'],
    strip: 'leap-tiger',
    after: (b) => {
      expect(b.history).toEqual(['c1', 'c5-a3']);
      expect(b.position).not.toContain('.DDD./.DTD.'); // b4 gone, the tiger left c5
    },
  },
];

describe.skipIf(!hasBrowser)('animations frame by frame', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    expect(s?.errors ?? []).toEqual([]);
    await s?.close();
  });

  for (const film of FILMS) {
    it(film.title, async () => {
      const page = s.page;
      await openFriends(s, film.game);
      await playLine(page, film.before);
      const clip = await boardClip(page, ...film.corners);
      const { frames, busyMs } = await captureMove(page, film.move, clip);
      await saveStrip(s, film.strip, frames);
      const b = (await boardState(page))!;
      expect(b.busy).toBe(false);
      film.after(b);
      expect(distinct(frames)).toBeGreaterThanOrEqual(3);
      expect(busyMs, 'busy falls back to false when the animation ends').toBeGreaterThan(0);
      expect(busyMs).toBeLessThanOrEqual(1600);
    });
  }

  it('the result: confetti falls for a win', async () => {
    const page = s.page;
    await openFriends(s, 'pairing');
    // the quickest pairing: O pairs its stones on the sixth move
    await playLine(page, ['a4-a3', 'b1-b2', 'a3-b3', 'c1-c2', 'b3-b2', 'd1-c1']);
    await waitForScene(page, 'result');
    const frames: Buffer[] = [];
    for (let i = 0; i < 5; i++) {
      frames.push(await page.screenshot());
      // real time must pass: frames of a falling confetti, a beat apart
      await page.waitForTimeout(150);
    }
    await saveStrip(s, 'result-confetti', frames);
    await screenshot(page, 'animation-result-confetti');
    expect(distinct(frames)).toBeGreaterThanOrEqual(3);
    expect((await boardState(page))!.result).toEqual({ winner: 'O', reason: 'paired' });
  });
});
