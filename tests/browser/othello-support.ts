// Othello against PAPA from a fresh start, for the tests of what his worker downloads
// (othello-solver-wasm.test.ts).
import { expect } from 'vitest';
import { clickMove, openGame, resetStorage, waitForTurn, type Session } from './harness';
import { startMatch } from './portal-support';

/**
 * Opens the game, checks `fetched` is still empty at start-up, starts Othello as X against
 * PAPA and plays `turns` moves, each answered by PAPA (1 s) within 20 s.
 */
export async function playOthelloAgainstPapa(s: Session, fetched: readonly unknown[], turns = 2): Promise<void> {
  const page = s.page;
  await resetStorage(s);
  await openGame(s, { lang: 'en', mute: '1', fast: '1' });
  expect(fetched, 'not at start-up').toEqual([]);
  await startMatch(page, page, 'othello', 'papa', 'X');
  for (let turn = 0; turn < turns; turn++) {
    const b = await waitForTurn(page, ['X']);
    await clickMove(page, b.legalMoves[0]);
    // PAPA answers: his first move waits for the download, not for long
    const after = await waitForTurn(page, ['X'], 20_000);
    expect(after.history.length).toBe(b.history.length + 2);
  }
}
