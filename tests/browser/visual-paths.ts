// The ways the visual suite reaches its screens by real clicks (docs/testing.md): a friend
// game of chosen moves (no panda, so nothing is left to chance), and the menu again by each
// way back to it.
import type { Page } from 'playwright-core';
import { GameRecord } from '../../src/engine/record';
import { encodeReplay } from '../../src/engine/replay-code';
import { rulesFor, type GameId } from '../../src/games/registry';
import {
  clickControl,
  clickMove,
  clickUntilScene,
  openGame,
  sceneKey,
  untilDrawn,
  waitForScene,
  type BoardState,
  type Session,
} from './harness';
import { STILL, type Lang } from './visual-support';
import enExplain from '../../locales/en/explain.json';
import zhExplain from '../../locales/zh/explain.json';

const EXPLAIN = { en: enExplain, zh: zhExplain };

/** The shortest Pairing Chess there is: O pairs its pieces at the sixth ply. */
export const SHORT_GAME: { game: GameId; moves: string[] } = {
  game: 'pairing',
  moves: ['a4-a3', 'b1-b2', 'a3-b3', 'c1-c2', 'b3-b2', 'd1-c1'],
};

/** Each game's first capture (Othello's first move turns a disc). */
export const FIRST_CAPTURE: Record<GameId, string[]> = {
  othello: ['d3'],
  pairing: ['a4-a3', 'a2-a3'],
  cannon: ['a4-a3', 'a2-b2', 'a3-a2', 'd2-c2'],
  alquerque: ['a5-a2', 'c1-a3'],
  tiger: ['c1', 'c5-a3'],
};

/** A few moves of a game, for the screens of a game under way (the moves dialog, a hint). */
export const OPENING = { othello: ['d3', 'c5', 'f6', 'f5'] };

/** A click where the player may not move (after OPENING), and the reason's key in explain.json. */
const WRONG_CLICK: Partial<Record<GameId, { point: string; code: string }>> = {
  othello: { point: 'a1', code: 'no-neighbour' },
};

/** Clicks `game`'s wrong point and waits until the panel gives its reason in `lang`, drawn. */
export async function refuseClick(page: Page, game: GameId, lang: Lang): Promise<void> {
  const wrong = WRONG_CLICK[game];
  if (!wrong) throw new Error(`no wrong click for ${game}`);
  const want = (EXPLAIN[lang].refuse as Record<string, Record<string, string>>)[game][wrong.code];
  await clickMove(page, wrong.point);
  await page.waitForFunction(
    (text) => (window as unknown as { __panda: { board(): { notice: string | null } | null } }).__panda.board()?.notice === text,
    want,
    { timeout: 10_000 },
  );
  await untilDrawn(page);
}

/**
 * Hint (unless one is up), and waits until the hint is on the board and said in `lang`
 * (PAPA's search on its node budget under still=1), drawn.
 */
export async function showHint(page: Page, lang: Lang): Promise<void> {
  const shown = () =>
    page.evaluate(() => (window as unknown as { __panda: { board(): { hint: unknown } | null } }).__panda.board()?.hint ?? null);
  if ((await shown()) === null) await clickControl(page, 'board.hint');
  await page.waitForFunction(
    (start) =>
      new RegExp(start).test(
        (window as unknown as { __panda: { board(): { hint: { text: string } | null } | null } }).__panda.board()?.hint?.text ?? '',
      ),
    HINT_START[lang].source,
    { timeout: 60_000 },
  );
  await untilDrawn(page);
}

/** How the hint's line begins in each language (locales/<lang>/board.json, hint.line). */
const HINT_START: Record<Lang, RegExp> = { en: /^Hint: /, zh: /^提示：/ };

/** The short game's link for the review of a shared game. */
export function sharedGameParams(): Record<string, string> {
  const record = new GameRecord(rulesFor(SHORT_GAME.game));
  for (const m of SHORT_GAME.moves) record.play(m);
  return { game: SHORT_GAME.game, replay: encodeReplay(record) };
}

/** From the menu (or the game's player select) to a friend game's board. */
export async function startFriendGame(page: Page, game: GameId): Promise<void> {
  if ((await sceneKey(page)) !== 'select') {
    await clickControl(page, `menu.game.${game}`);
    await waitForScene(page, 'select');
  }
  await clickControl(page, 'select.opponent.human');
  await clickControl(page, 'select.start');
  await waitForScene(page, 'board');
  await waitIdle(page, 0);
}

/** Waits until `plies` moves are played and nothing moves on the board. */
export async function waitIdle(page: Page, plies: number): Promise<BoardState> {
  const h = await page.waitForFunction(
    (n) => {
      const b = (window as unknown as { __panda: { board(): BoardState | null } }).__panda.board();
      return b && !b.busy && (b.history.length >= n || b.result) ? b : null;
    },
    plies,
    { timeout: 20_000, polling: 20 },
  );
  return (await h.jsonValue()) as BoardState;
}

/** Plays `moves` by clicking their points, one after the other. */
export async function playMoves(page: Page, moves: string[]): Promise<void> {
  const start = (await waitIdle(page, 0)).history.length;
  for (let i = 0; i < moves.length; i++) {
    await clickMove(page, moves[i]);
    await waitIdle(page, start + i + 1);
  }
}

/** The short game played to its end: the result scene. */
export async function playShortGame(page: Page): Promise<void> {
  await startFriendGame(page, SHORT_GAME.game);
  await playMoves(page, SHORT_GAME.moves);
  await waitForScene(page, 'result');
}

/** The ways back to the menu, each starting on the menu and ending on it. */
export const WAYS_BACK: { name: string; go(s: Session, lang: Lang): Promise<void> }[] = [
  {
    name: 'menu-from-select',
    go: async (s) => {
      await clickControl(s.page, 'menu.game.othello');
      await waitForScene(s.page, 'select');
      await clickControl(s.page, 'select.back');
    },
  },
  {
    name: 'menu-from-puzzles',
    go: async (s) => {
      await clickControl(s.page, 'menu.puzzle');
      await waitForScene(s.page, 'puzzles');
      await clickControl(s.page, 'puzzles.back');
    },
  },
  {
    name: 'menu-from-progress',
    go: async (s) => {
      await clickControl(s.page, 'menu.progress');
      await waitForScene(s.page, 'progress');
      await clickUntilScene(s.page, 'progress.close', 'menu');
    },
  },
  {
    name: 'menu-from-result',
    go: async (s) => {
      await playShortGame(s.page);
      await clickControl(s.page, 'result.menu');
    },
  },
  {
    name: 'menu-from-shared-link',
    go: async (s, lang) => {
      await openGame(s, { ...STILL, lang, ...sharedGameParams() });
      await waitForScene(s.page, 'review');
      await clickControl(s.page, 'review.exit');
    },
  },
];

/** A game in progress left by ☰ and Leave (it stays saved: the menu then offers Continue). */
export async function leaveGameInProgress(page: Page): Promise<void> {
  await clickControl(page, 'board.menu');
  // (clickControl waits for the question's Leave button, however slow the machine)
  await clickControl(page, 'confirm.yes');
  await waitForScene(page, 'menu');
}
