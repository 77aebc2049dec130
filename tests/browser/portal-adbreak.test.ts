// An ad break between matches: gameplay stops, sound is muted, every input is blocked and
// the panda waits, until the break is over; then all goes on. The break is stretched with
// the test-only `testAd=<ms>` parameter (the default build's breaks end at once). To reach
// the end of a match quickly, the match is resumed from a save a few moves from the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GameRecord, legalMoveTexts } from '../../src/engine/index';
import { hasBrowser, launch, untilDrawn, waitFor, type Session } from './harness';
import { board, click, hook, humanSideOf, openInFrame, playMove, waitForHumanTurn, waitForScene } from './portal-support';
import { rulesFor } from '../../src/games/registry';

/** An Othello save a few plies before the end, with the side to move as the player's. */
function nearEndSave(): { save: object; humanSide: string } {
  const rules = rulesFor('othello');
  const full = new GameRecord(rules);
  while (!full.isOver) full.play(legalMoveTexts(rules, full.position)[0]);
  const all = full.moveTexts;
  for (let i = all.length - 4; i > 0; i--) {
    const head = GameRecord.replay(rules, rules.startText, all.slice(0, i));
    const rest = GameRecord.replay(rules, rules.format(head.position), [all[i]]);
    const legal = legalMoveTexts(rules, rest.position);
    if (rest.isOver || legal.length === 0 || legal.includes('pass')) continue;
    const humanSide = rules.sides[rules.toMove(rest.position)];
    return {
      humanSide,
      save: {
        v: 1,
        game: 'othello',
        options: {},
        startText: rules.format(head.position),
        moves: [all[i]],
        drawRules: { repetition: true, noProgress: true },
        opponent: 'baby',
        humanSide,
        timerSeconds: 60,
        savedAt: Date.now(),
      },
    };
  }
  throw new Error('no near-end position');
}

const AD_MS = 3000;

describe.skipIf(!hasBrowser)('ad break between matches', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 760 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('mutes, blocks input and holds the game for the break, then lets it go on', async () => {
    const { save, humanSide } = nearEndSave();
    await s.page.goto(s.baseUrl);
    await s.page.evaluate((v) => localStorage.setItem('panda-board-games:match', v), JSON.stringify(save));
    const frame = await openInFrame(s, { width: 1216, height: 684, params: { testAd: String(AD_MS) } });
    await click(s.page, frame, 'resume.continue');
    await waitForScene(frame, 'board');
    for (let i = 0; i < 30; i++) {
      const b = await waitForHumanTurn(frame, humanSide, 30_000);
      if (b.result) break;
      await playMove(s.page, frame, b.legalMoves[0]);
      await waitFor(
        () => board(frame),
        (n) => n !== null && (n.history.length > b.history.length || n.result !== null),
        10_000,
        'the move',
      );
    }
    await waitForScene(frame, 'result', 15_000);
    const types = (): Promise<string[]> =>
      s.page.evaluate(() => (window as unknown as { __portalMessages: { type: string }[] }).__portalMessages.map((m) => m.type));
    expect(await types()).toEqual(['loadingFinished', 'gameplayStart', 'gameplayStop']);

    await click(s.page, frame, 'result.rematch');
    await waitFor(types, (t) => t.includes('adBreakStart'), 5_000, 'adBreakStart');
    await waitForScene(frame, 'board');
    // During the break: a layer takes every input, sound is muted, nothing moves.
    const during = await frame.evaluate(() => ({
      layer: document.querySelector('[data-panda="input-block"]') !== null,
      muted: (window as unknown as { Howler?: { _muted: boolean } }).Howler?._muted ?? null,
    }));
    expect(during.layer).toBe(true);
    if (during.muted !== null) expect(during.muted).toBe(true);
    const before = await board(frame);
    expect(before?.history).toEqual([]);
    if (before && before.turn === humanSide && before.legalMoves.length > 0) {
      await playMove(s.page, frame, before.legalMoves[0]);
      await s.page.keyboard.press('ArrowUp');
      await s.page.keyboard.press('Enter');
    }
    // the clicks and keys handled and drawn
    await untilDrawn(frame);
    expect((await board(frame))?.history).toEqual([]);
    expect(await types()).not.toContain('adBreakEnd');

    // After the break: input and sound are back, and the match goes on.
    await waitFor(types, (t) => t.includes('adBreakEnd'), AD_MS + 5_000, 'adBreakEnd');
    const after = await frame.evaluate(() => ({
      layer: document.querySelector('[data-panda="input-block"]') !== null,
      muted: (window as unknown as { Howler?: { _muted: boolean } }).Howler?._muted ?? null,
    }));
    expect(after.layer).toBe(false);
    if (after.muted !== null) expect(after.muted).toBe(false);
    // the rematch swapped sides
    const mine = await humanSideOf(frame);
    expect(mine).not.toBe(humanSide);
    const b = await waitForHumanTurn(frame, mine, 30_000);
    await playMove(s.page, frame, b.legalMoves[0]);
    await waitFor(
      () => board(frame),
      (n) => (n?.history.length ?? 0) > b.history.length,
      10_000,
      'a move after the break',
    );
    await waitFor(types, (t) => t[t.length - 1] === 'gameplayStart', 5_000, 'gameplayStart');
    expect(await types()).toEqual(['loadingFinished', 'gameplayStart', 'gameplayStop', 'adBreakStart', 'adBreakEnd', 'gameplayStart']);
    expect(await hook(frame, (p) => p.scene())).toBe('board');
    expect(s.errors).toEqual([]);
  });
});
