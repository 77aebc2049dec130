// The events a portal hears, posted to the embedding page over one whole match and the
// start of the next: loadingFinished once the menu is up, gameplayStart at the first move,
// gameplayStop at the result, an ad break between matches, a pause for a dialog, and a
// stop when the player leaves for the menu. Never twice in a row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, nextFrames, untilDrawn, waitFor, type Session } from './harness';
import {
  board,
  click,
  humanSideOf,
  leaveBoard,
  openInFrame,
  playMove,
  setHidden,
  startMatch,
  waitForHumanTurn,
  waitForScene,
} from './portal-support';
import type { Frame } from 'playwright-core';

interface Msg {
  source: string;
  type: string;
  reason?: string;
  game?: string;
  winner?: string;
}

describe.skipIf(!hasBrowser)('postMessage events to the portal', () => {
  let s: Session;
  let frame: Frame;
  const messages = (): Promise<Msg[]> => s.page.evaluate(() => (window as unknown as { __portalMessages: Msg[] }).__portalMessages);
  const types = async (): Promise<string[]> => (await messages()).map((m) => (m.reason ? `${m.type}:${m.reason}` : m.type));

  beforeAll(async () => {
    s = await launch({ width: 1280, height: 760 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('loadingFinished when the menu is up, nothing else yet', async () => {
    frame = await openInFrame(s, { width: 1216, height: 684 });
    await waitFor(types, (t) => t.length >= 1, 5_000, 'loadingFinished');
    expect(await types()).toEqual(['loadingFinished']);
    expect((await messages())[0].source).toBe('panda-board-games');
  });

  it('gameplayStart at the first move, gameplayStop with the result', async () => {
    await startMatch(s.page, frame, 'othello', 'baby', 'X');
    // the board drawn, and the messages it sent (a task each) received by the host
    await untilDrawn(frame);
    await nextFrames(s.page);
    // Choosing the game is not gameplay yet.
    expect(await types()).toEqual(['loadingFinished']);
    for (let i = 0; i < 80; i++) {
      const b = await waitForHumanTurn(frame, 'X', 45_000);
      if (b.result) break;
      await playMove(s.page, frame, b.legalMoves[0]);
      await waitFor(
        () => board(frame),
        (n) => n !== null && (n.history.length > b.history.length || n.result !== null),
        15_000,
        'the move',
      );
      if (i === 0) expect(await types()).toEqual(['loadingFinished', 'gameplayStart']);
    }
    await waitForScene(frame, 'result', 15_000);
    const all = await messages();
    expect(await types()).toEqual(['loadingFinished', 'gameplayStart', 'gameplayStop:result']);
    expect(all[1].game).toBe('othello');
    expect(all[2]).toMatchObject({ game: 'othello' });
    expect(['X', 'O', 'draw']).toContain(all[2].winner);
  }, 400_000);

  it('an ad break before the next match, a pause for a dialog and a hidden tab, a stop on leaving', async () => {
    await click(s.page, frame, 'result.rematch');
    await waitForScene(frame, 'board');
    await waitFor(types, (t) => t.includes('adBreakEnd'), 5_000, 'the ad break');
    // the rematch swapped sides
    const mine = await humanSideOf(frame);
    const b = await waitForHumanTurn(frame, mine);
    await playMove(s.page, frame, b.legalMoves[0]);
    await waitFor(types, (t) => t.length >= 6, 10_000, 'gameplayStart');
    await waitForHumanTurn(frame, mine);
    await click(s.page, frame, 'board.settings');
    await waitFor(types, (t) => t.length >= 7, 5_000, 'the pause');
    await click(s.page, frame, 'settings.close');
    await waitFor(types, (t) => t.length >= 8, 5_000, 'play again');
    // A hidden tab pauses gameplay too.
    await setHidden(frame, true);
    await waitFor(types, (t) => t.length >= 9, 5_000, 'the hidden stop');
    await setHidden(frame, false);
    await waitFor(types, (t) => t.length >= 10, 5_000, 'play again');
    await leaveBoard(s.page, frame);
    await waitForScene(frame, 'menu');
    await waitFor(types, (t) => t.length >= 11, 5_000, 'the stop');
    // the menu drawn, and any message it sent received by the host
    await untilDrawn(frame);
    await nextFrames(s.page);
    expect(await types()).toEqual([
      'loadingFinished',
      'gameplayStart',
      'gameplayStop:result',
      'adBreakStart',
      'adBreakEnd',
      'gameplayStart',
      'gameplayStop:pause',
      'gameplayStart',
      'gameplayStop:hidden',
      'gameplayStart',
      // ☰ in a game in progress asks first: the question pauses play, leaving adds nothing
      'gameplayStop:pause',
    ]);
    // Never the same gameplay event twice in a row.
    const gameplay = (await messages()).filter((m) => m.type.startsWith('gameplay')).map((m) => m.type);
    for (let i = 1; i < gameplay.length; i++) expect(gameplay[i]).not.toBe(gameplay[i - 1]);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
