// Playing through the hook with real clicks: the board as the hook reports it, waiting for
// the player's turn, clicking a move's points, and a greedy player that ends games against
// BABY quickly.
import type { Page } from 'playwright-core';
import type { Side } from '../../src/engine/types';
import { rulesFor, type GameId } from '../../src/games/registry';

export interface BoardState {
  game: string;
  position: string;
  turn: string;
  legalMoves: string[];
  history: string[];
  result: null | { winner: string; reason: string };
  busy: boolean;
  notice?: string | null;
  reviewPly?: number | null;
  lit?: string[];
  /** Points marked as the last move's. */
  lastMove?: string[];
  /** The panel's status line and the side whose card is lit, as drawn. */
  panel?: { status: string; litCard: string | null } | null;
}

type Hook = {
  board(): BoardState | null;
  pointAt(p: string): { x: number; y: number } | null;
  lang(): string;
  timeLeft(): number | null;
  texts(): string[];
};

export async function boardState(page: Page): Promise<BoardState | null> {
  return page.evaluate(() => (window as unknown as { __panda: Hook }).__panda.board());
}

/** Waits until the board is idle: the game is over, or the player (`sides`) is to move and nothing animates. */
export async function waitForTurn(page: Page, sides: string[], timeoutMs = 20_000): Promise<BoardState> {
  const handle = await page.waitForFunction(
    (s) => {
      const b = (window as unknown as { __panda: Hook }).__panda.board();
      if (!b) return null;
      if (b.result) return b;
      return !b.busy && s.includes(b.turn) ? b : null;
    },
    sides,
    { timeout: timeoutMs, polling: 20 },
  );
  return (await handle.jsonValue()) as BoardState;
}

export async function pointAt(page: Page, point: string): Promise<{ x: number; y: number }> {
  const p = await page.evaluate((n) => (window as unknown as { __panda: Hook }).__panda.pointAt(n), point);
  if (!p) throw new Error(`no board point ${point}`);
  return p;
}

/** Plays a move by clicking its points (from, then to; or the point of a placement). */
export async function clickMove(page: Page, move: string): Promise<void> {
  for (const point of move.split('-')) {
    const p = await pointAt(page, point);
    await page.mouse.click(p.x, p.y);
  }
}

/**
 * A one-ply greedy choice for `me` among the legal moves: a move that wins at once, else the
 * best material balance (pieces on the board and in hand), ties broken at random. Games
 * against BABY end quickly this way.
 */
export function chooseMove(game: string, position: string, legal: string[], me: string, freeSlide = false): string {
  const rules = rulesFor(game as GameId, { freeSlide });
  const pos = rules.parse(position);
  const i = rules.sides.indexOf(me as Side);
  let best: string[] = [];
  let bestScore = -Infinity;
  for (const text of legal) {
    const after = rules.play(pos, rules.moveFromText(pos, text));
    const out = rules.outcome(after);
    let score: number;
    if (out) score = out.winner === me ? 1e6 : out.winner === 'draw' ? -1e3 : -1e6;
    else {
      const t = rules.tally(after);
      score = t.onBoard[i] + t.inHand[i] - (t.onBoard[1 - i] + t.inHand[1 - i]);
    }
    if (score > bestScore) {
      bestScore = score;
      best = [text];
    } else if (score === bestScore) best.push(text);
  }
  return best[Math.floor(Math.random() * best.length)];
}

/** Plays `sides` with the greedy chooser until the game ends; returns the final board. */
export async function playOut(page: Page, sides: string[], maxPlies = 600): Promise<BoardState> {
  for (let i = 0; i < maxPlies; i++) {
    const b = await waitForTurn(page, sides, 30_000);
    if (b.result) return b;
    const move = chooseMove(b.game, b.position, b.legalMoves, b.turn);
    await clickMove(page, move);
    await page.waitForFunction(
      (n) => {
        const x = (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board();
        return !x || x.result !== null || x.history.length > n;
      },
      b.history.length,
      { timeout: 10_000, polling: 20 },
    );
  }
  throw new Error('the game did not end');
}

/** The side the player has in the live match (a rematch swaps it). */
export async function mySide(page: Page): Promise<string> {
  return page.evaluate(
    () => (window as unknown as { __panda: { match(): { humanSide: string } | null } }).__panda.match()?.humanSide ?? '',
  );
}
