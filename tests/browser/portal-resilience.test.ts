// What portals' sandboxes and privacy settings take away, the game does without:
// - localStorage that throws (sandboxed iframe, incognito, blocked cookies) or fails on
//   write (quota): the game plays on from memory and says nothing alarming;
// - no Web Worker at all: the pandas still move, from the main-thread fallback, and the
//   page keeps drawing frames while they think.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasBrowser, launch, waitFor, type Session } from './harness';
import {
  board,
  click,
  hasControl,
  hook,
  leaveBoard,
  openInFrame,
  playMove,
  startMatch,
  waitForHumanTurn,
  type Target,
} from './portal-support';
import type { Page } from 'playwright-core';

/** Plays `moves` moves of the human (first legal move each time) against the panda. */
async function playSome(page: Page, t: Target, side: string, moves: number): Promise<void> {
  for (let i = 0; i < moves; i++) {
    const b = await waitForHumanTurn(t, side, 45_000);
    if (b.result) return;
    await playMove(page, t, b.legalMoves[0]);
    await waitFor(
      () => board(t),
      (n) => (n?.history.length ?? 0) > b.history.length,
      15_000,
      'the move',
    );
  }
  await waitForHumanTurn(t, side, 45_000);
}

const ALARMING = /error|fail|storage|exception|cannot|can't|unable|warning|错误|失败|异常/i;

describe.skipIf(!hasBrowser)('when localStorage is blocked', () => {
  let s: Session;
  beforeEach(async () => {
    s = await launch({ width: 900, height: 560 });
  });
  afterEach(async () => {
    await s?.close();
  });

  it('plays in a sandboxed iframe whose localStorage throws on access', async () => {
    await s.context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const frame = await openInFrame(s, { width: 800, height: 450 });
    expect(
      await frame.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (e) {
          return (e as Error).name;
        }
      }),
    ).toBe('SecurityError');
    await startMatch(s.page, frame, 'othello', 'baby', 'X');
    await playSome(s.page, frame, 'X', 3);
    const b = await board(frame);
    expect(b?.history.length).toBeGreaterThanOrEqual(6);
    const texts = await hook(frame, (p) => (p as unknown as { texts(): string[] }).texts());
    expect(texts.filter((x) => ALARMING.test(x))).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });

  it('plays when every write fails (quota) and offers no broken resume', async () => {
    await s.context.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const frame = await openInFrame(s, { width: 800, height: 450 });
    await startMatch(s.page, frame, 'cannon', 'mama', 'X');
    await playSome(s.page, frame, 'X', 2);
    // A reload starts clean: nothing was stored, nothing to resume, nothing to complain about.
    const again = await openInFrame(s, { width: 800, height: 450 });
    await waitFor(
      () => hook(again, (p) => p.scene()),
      (k) => k === 'menu',
      15_000,
      'menu',
    );
    const ids = (await hook(again, (p) => p.controls())).map((c) => c.id);
    expect(ids).not.toContain('resume.continue');
    expect(ids).toContain('menu.game.othello');
    expect(s.errors).toEqual([]);
  });
});

describe.skipIf(!hasBrowser)('without Web Workers', () => {
  let s: Session;
  beforeEach(async () => {
    s = await launch({ width: 900, height: 560 });
  });
  afterEach(async () => {
    await s?.close();
  });

  it('the pandas still move, and the page keeps drawing while they think', async () => {
    await s.context.addInitScript(() => {
      delete (window as unknown as { Worker?: unknown }).Worker;
      // Frame gaps while the game runs: the longest one tells whether the page froze.
      const w = window as unknown as { __maxGap: number; __gapSince: number };
      w.__maxGap = 0;
      let last = performance.now();
      const tick = (now: number): void => {
        w.__maxGap = Math.max(w.__maxGap, now - last);
        last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const frame = await openInFrame(s, { width: 800, height: 450 });
    expect(await frame.evaluate(() => typeof (window as unknown as { Worker?: unknown }).Worker)).toBe('undefined');
    for (const [game, panda] of [
      ['othello', 'papa'],
      ['tiger', 'mama'],
    ] as const) {
      await startMatch(s.page, frame, game, panda, game === 'tiger' ? 'D' : 'X');
      await frame.evaluate(() => ((window as unknown as { __maxGap: number }).__maxGap = 0));
      await playSome(s.page, frame, game === 'tiger' ? 'D' : 'X', 2);
      const b = await board(frame);
      expect(b?.history.length).toBeGreaterThanOrEqual(4);
      const gap = await frame.evaluate(() => (window as unknown as { __maxGap: number }).__maxGap);
      // Sliced main-thread search: frames keep coming (generous for a loaded test machine).
      expect(gap).toBeLessThan(600);
      await s.page.mouse.move(0, 0);
      await leaveBoard(s.page, frame);
      await waitFor(
        () => hook(frame, (p) => p.scene()),
        (k) => k === 'menu',
        15_000,
        'menu',
      );
    }
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });

  it('the pandas still move when making a worker throws, or its script never loads', async () => {
    await s.context.addInitScript(() => {
      const mode = new URLSearchParams(location.search).get('workerMode');
      if (mode === 'throws') {
        (window as unknown as { Worker: unknown }).Worker = class {
          constructor() {
            throw new DOMException('Workers are not allowed here', 'SecurityError');
          }
        };
      } else if (mode === 'broken') {
        const Real = window.Worker;
        (window as unknown as { Worker: unknown }).Worker = class extends Real {
          constructor(_url: string | URL, options?: WorkerOptions) {
            super(URL.createObjectURL(new Blob(['throw new Error("no worker for you")'], { type: 'text/javascript' })), options);
          }
        };
      }
    });
    for (const mode of ['throws', 'broken']) {
      const frame = await openInFrame(s, { width: 800, height: 450, params: { workerMode: mode } });
      // The previous round's game is offered for resume (on the first menu, once complete): start afresh.
      await frame.waitForFunction(() => performance.getEntriesByName('first-screen-complete').length > 0);
      if (await hasControl(frame, 'resume.new')) await click(s.page, frame, 'resume.new');
      await startMatch(s.page, frame, 'cannon', 'mama', 'X');
      await playSome(s.page, frame, 'X', 2);
      expect((await board(frame))?.history.length, mode).toBeGreaterThanOrEqual(4);
    }
    expect(s.foreignRequests).toEqual([]);
  });
});
