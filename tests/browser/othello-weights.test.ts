// PAPA's learned Othello weights in the production build (docs/ai.md, "Othello's learned
// evaluation"): nothing fetches them until PAPA plays Othello; then his worker downloads
// them once, from the page's own origin, and he answers within his budget. Runs once the
// learned evaluation is on (LEARNED_EVALUATION).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNED_EVALUATION } from '../../src/games/othello/weights';
import { clickControl, clickMove, hasBrowser, launch, openGame, resetStorage, waitForScene, waitForTurn, type Session } from './harness';

describe.skipIf(!hasBrowser || !LEARNED_EVALUATION)('Othello weights', () => {
  let s: Session;
  const fetched: { url: string; status: number }[] = [];
  const warnings: string[] = [];
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 });
    s.page.on('requestfinished', async (r) => {
      if (/othello-weights/.test(r.url())) fetched.push({ url: r.url(), status: (await r.response())?.status() ?? 0 });
    });
    s.page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('are fetched once, when PAPA first plays Othello, and he plays with them', async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { lang: 'en', mute: '1', fast: '1' });
    expect(fetched, 'not at start-up').toEqual([]);
    await clickControl(page, 'menu.game.othello');
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.papa');
    await clickControl(page, 'select.side.X');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    for (let turn = 0; turn < 2; turn++) {
      const b = await waitForTurn(page, ['X']);
      await clickMove(page, b.legalMoves[0]);
      // PAPA (1 s) answers: his first move waits for the download, not for long
      const after = await waitForTurn(page, ['X'], 20_000);
      expect(after.history.length).toBe(b.history.length + 2);
    }
    expect(fetched).toHaveLength(1);
    expect(fetched[0].status).toBe(200);
    expect(warnings.filter((w) => /Othello weights/.test(w))).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
