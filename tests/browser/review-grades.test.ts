// The review as lichess has it, at 800x450 and 390x844 on a touch device, in both
// languages: a game of Alquerque lost to PAPA by real taps (a game without endgame tables,
// whose build can hold PAPA's first moves up on a loaded machine), then its review, where PAPA
// grades every move (the hook's review(): a value per position, a grade per move), a tap on
// a move of the list and on the graph jumps there, a fault says what was best, and Try
// again from here starts a new game against PAPA from the position shown. A shared link
// opens as a replay with its header and plays itself to its result, pausing when asked;
// bad links leave a notice on a menu that still works. Screenshots of each.
import { describe, expect, it } from 'vitest';
import { encodeReplay } from '../../src/engine/replay-code';
import { blockSession, boardState, controls, hasBrowser, openGame, screenshot, visibleTexts, waitForScene } from './harness';
import { screenFailures } from './readability-support';
import { othelloToTheEnd } from './game-records';
import { playToReview, review, tap, waitForPly, type ReviewInfo } from './review-support';

const d = hasBrowser ? describe : describe.skip;

const SIZES = [
  [800, 450],
  [390, 844],
] as const;

d('review with PAPA’s grades', () => {
  const session = blockSession({ width: 800, height: 450 }, { hasTouch: true });

  for (const [width, height] of SIZES) {
    for (const lang of ['en', 'zh']) {
      it(`${width}x${height} ${lang}: a game lost to PAPA, graded; the list and the graph jump; Try again from here`, async () => {
        const s = session();
        const page = s.page;
        await page.setViewportSize({ width, height });
        const final = await playToReview(s, 'alquerque', 'papa', lang);
        expect(final.result?.winner).toBe('O');
        const first = await review(page);
        expect(first?.plies).toBe(final.history.length);
        expect(first?.ply).toBe(final.history.length);
        // the grades arrive one by one, in a worker: the page keeps taking input meanwhile
        const started = Date.now();
        await page.waitForFunction(
          () => (window as unknown as { __panda: { review(): ReviewInfo | null } }).__panda.review()?.evals.every((v) => v !== null),
          null,
          { timeout: 60_000, polling: 100 },
        );
        const graded = Date.now() - started;
        const r = (await review(page)) as ReviewInfo;
        expect(r.evals).toHaveLength(r.plies + 1);
        for (const v of r.evals) expect(Math.abs(v as number)).toBeLessThanOrEqual(1);
        // the game ended with White's win: the last value, for the first player (Black), is a proven loss
        expect(r.evals[r.plies]).toBe(-1);
        expect(r.marks).toHaveLength(r.plies);
        // Black lost a whole game: at least one of Black's moves (the odd plies) is a fault
        const faults = r.marks.map((m, i) => (i % 2 === 0 && m && m !== '!' ? i + 1 : 0)).filter((k) => k > 0);
        expect(faults.length, JSON.stringify(r)).toBeGreaterThan(0);
        console.info(
          `[review] ${width}x${height} ${lang}: ${r.plies} moves graded in ${graded} ms; marks ${r.marks.map((m) => m ?? '·').join(' ')}`,
        );

        // a tap on a move of the list jumps there
        const cells = (await controls(page))
          .filter((c) => c.id.startsWith('review.move.'))
          .map((c) => Number(c.id.slice('review.move.'.length)));
        const target = cells.find((k) => k !== r.ply) as number;
        await tap(page, `review.move.${target}`);
        await waitForPly(page, target);
        expect((await boardState(page))?.reviewPly).toBe(target);
        // a tap on the graph jumps to the position under it: a fault of Black's
        const fault = faults[0];
        const graph = (await controls(page)).find((c) => c.id === 'review.graph');
        if (!graph) throw new Error('no graph');
        await page.touchscreen.tap(graph.x + (graph.w * fault) / r.plies, graph.y + graph.h / 2);
        await waitForPly(page, fault);
        const said = (await visibleTexts(page)).join('\n');
        expect(said).toContain(lang === 'en' ? 'Best was' : '最佳应走');
        expect(said).toContain(r.marks[fault - 1] as string);
        const failures = await screenFailures(page);
        await screenshot(page, `review-graded-${lang}-${width}x${height}`);
        expect(failures).toEqual([]);

        // Try again from the position before the fault, against PAPA again
        await tap(page, `review.move.${fault - 1}`);
        await waitForPly(page, fault - 1);
        const from = (await boardState(page))?.position;
        await tap(page, 'review.retry');
        await waitForScene(page, 'board');
        const again = await boardState(page);
        expect(again?.position).toBe(from);
        expect(again?.history).toEqual([]);
        expect(
          await page.evaluate(() =>
            (window as unknown as { __panda: { match(): { opponent: string; humanSide: string } | null } }).__panda.match(),
          ),
        ).toEqual({ opponent: 'papa', humanSide: 'X' });
        expect(s.errors).toEqual([]);
      });
    }
  }
});

d('a shared link opens as a replay', () => {
  const session = blockSession({ width: 800, height: 450 }, { hasTouch: true });

  // an Othello game to its end, with its players and day
  const record = othelloToTheEnd();
  const code = encodeReplay(record, { players: ['papa', 'player'], date: '2026-12-06' });
  const winner = record.outcome?.winner;

  for (const [width, height] of SIZES) {
    for (const lang of ['en', 'zh']) {
      it(`${width}x${height} ${lang}: header, autoplay to the result, pause; bad links leave a notice`, async () => {
        const s = session();
        const page = s.page;
        await page.setViewportSize({ width, height });
        await openGame(s, { fast: '1', mute: '1', lang, game: 'othello', replay: code });
        await waitForScene(page, 'review');
        const header = (await visibleTexts(page)).join('\n');
        const en = lang === 'en';
        expect(header).toContain(en ? 'Black: PAPA' : '黑方：熊猫爸爸');
        expect(header).toContain(en ? '6 Dec 2026' : '2026年12月6日');
        expect(header).toContain(en ? (winner === 'X' ? 'Black wins' : 'White wins') : winner === 'X' ? '黑方胜' : '白方胜');
        // it plays by itself…
        await page.waitForFunction(
          () => ((window as unknown as { __panda: { review(): ReviewInfo | null } }).__panda.review()?.ply ?? 0) >= 3,
          null,
          { timeout: 10_000 },
        );
        const playLabel = async () => (await controls(page)).find((c) => c.id === 'review.play')?.label;
        expect(await playLabel()).toBe('❚❚');
        await tap(page, 'review.play');
        await expect.poll(playLabel, { timeout: 5000 }).toBe('▶');
        const paused = (await review(page))?.ply as number;
        // real time must pass: several steps' time (150 ms each) without a step
        await page.waitForTimeout(700);
        expect((await review(page))?.ply).toBe(paused);
        // the button shows what it does next: play again
        expect((await controls(page)).find((c) => c.id === 'review.play')?.label).toBe('▶');
        await screenshot(page, `review-link-paused-${lang}-${width}x${height}`);
        // …and on to the end when asked again, where it stops
        await tap(page, 'review.play');
        // a step every 150 ms with fast=1: a whole Othello game takes ten seconds and more
        await waitForPly(page, record.history.length, 40_000);
        await expect.poll(playLabel, { timeout: 5000 }).toBe('▶');
        const end = (await review(page)) as ReviewInfo;
        expect(end.ply).toBe(end.plies);
        expect((await controls(page)).find((c) => c.id === 'review.play')?.label).toBe('▶');
        expect(await screenFailures(page)).toEqual([]);
        await tap(page, 'review.exit');
        await waitForScene(page, 'menu');
        expect(await review(page)).toBeNull();

        // bad links: cut short, garbage, huge, an unknown game; each a notice, the menu still works
        const bad: [Record<string, string>, RegExp][] = [
          [{ game: 'othello', replay: code.slice(0, 12) }, en ? /cut short/ : /不完整|截断|缺/],
          [{ game: 'othello', replay: 'B%%%<script>' }, en ? /damaged/ : /损坏/],
          [{ game: 'othello', replay: `B${'A'.repeat(9000)}` }, en ? /far too long/ : /太长/],
          [{ game: 'go', replay: code }, en ? /game we do not have/ : /go/],
        ];
        for (const [params, notice] of bad) {
          await openGame(s, { fast: '1', mute: '1', lang, ...params });
          await waitForScene(page, 'menu');
          await page.waitForFunction(
            (src) =>
              (window as unknown as { __panda: { texts(): string[] } }).__panda
                .texts()
                .some((t) => new RegExp(src).test(t.replace(/\n/g, ' '))),
            notice.source,
            { timeout: 10_000 },
          );
          await tap(page, 'menu.notice.close');
          await page.waitForFunction(
            () =>
              !(window as unknown as { __panda: { controls(): { id: string }[] } }).__panda
                .controls()
                .some((c) => c.id === 'menu.notice.close'),
          );
          expect((await controls(page)).some((c) => c.id === 'menu.game.pairing' && c.enabled)).toBe(true);
        }
        await screenshot(page, `review-bad-link-menu-${lang}-${width}x${height}`);
        expect(s.errors).toEqual([]);
      });
    }
  }
});
