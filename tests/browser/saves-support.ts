// What the saves' browser tests share (saves.test.ts, saves-storage.test.ts): the stored
// keys read from the page, saves and records made as this build writes them, and moves
// played with real clicks.
import type { Page } from 'playwright-core';
import { GameRecord } from '../../src/engine/record';
import { legalMoveTexts } from '../../src/engine';
import { rulesFor, type GameId } from '../../src/games/registry';
import { encodeMatch } from '../../src/platform/save';
import { chooseMove, clickControl, clickMove, controls, mySide, waitForScene, waitForTurn, type BoardState } from './harness';

export const P = 'panda-board-games:';
export type Stats = { won: number; drawn: number; lost: number };
export type Hook = { progress(): { games: Record<string, Record<string, Stats>> }; board(): BoardState | null };

export const ids = async (page: Page): Promise<string[]> => (await controls(page)).filter((c) => c.enabled).map((c) => c.id);
export const stored = (page: Page, key: string): Promise<string | null> => page.evaluate((k) => localStorage.getItem(k), P + key);
export const storedMoves = async (page: Page, game: string): Promise<string[] | null> => {
  const text = await stored(page, `match.${game}`);
  return text ? (JSON.parse(text) as { moves: string[] }).moves : null;
};
export const progressOf = (page: Page, game: string, panda: string): Promise<Stats> =>
  page.evaluate(([g, p]) => (window as unknown as { __panda: Hook }).__panda.progress().games[g][p], [game, panda]);

/** A saved game of `plies` first legal moves, as this build writes it. */
export function saveText(game: GameId, plies: number, savedAt = Date.now()): string {
  const rules = rulesFor(game);
  const record = new GameRecord(rules);
  for (let i = 0; i < plies; i++) record.play(legalMoveTexts(rules, record.position)[0]);
  return encodeMatch(
    {
      game,
      options: {},
      startText: record.startText,
      moves: record.moveTexts,
      drawRules: { repetition: true, noProgress: true },
      opponent: 'baby',
      humanSide: rules.sides[0],
      timerSeconds: 0,
    },
    savedAt,
  );
}

/** Records with `lines` filled in (game → panda → wins). */
export function records(lines: Record<string, Record<string, number>>, v = 1): string {
  const games: Record<string, Record<string, unknown>> = {};
  for (const [g, pandas] of Object.entries(lines)) {
    games[g] = {};
    for (const [p, won] of Object.entries(pandas))
      games[g][p] = { won, drawn: 0, lost: 0, streak: won > 0 ? 1 : 0, bestStreak: won > 0 ? 1 : 0, bestMargin: null };
  }
  return JSON.stringify({ v, games, achievements: ['beat-baby'], tours: [], puzzles: [] });
}

/** Waits until a text matching `re` is on screen (line breaks of the fitter read as spaces). */
export async function waitForText(page: Page, re: RegExp, ms = 15_000): Promise<void> {
  await page.waitForFunction(
    (src) =>
      (window as unknown as { __panda: { texts(): string[] } }).__panda
        .texts()
        .some((x) => new RegExp(src).test(x.replace(/\s+/g, ' ').replace(/ (?=[\u4e00-\u9fff])|(?<=[\u4e00-\u9fff]) /g, ''))),
    re.source,
    { timeout: ms, polling: 50 },
  );
}

/** Plays `n` of the player's moves (real clicks); returns the board after the last has landed. */
export async function playMoves(page: Page, n: number): Promise<BoardState> {
  const side = await mySide(page);
  for (let i = 0; i < n; i++) {
    const b = await waitForTurn(page, [side]);
    await clickMove(page, chooseMove(b.game, b.position, b.legalMoves, b.turn));
    await page.waitForFunction(
      (k) => ((window as unknown as { __panda: Hook }).__panda.board()?.history.length ?? 0) > k,
      b.history.length,
    );
  }
  return waitForTurn(page, [side]);
}

/** From the menu to a new game of `game` against BABY; answers the question before replacing a save with `replace`. */
export async function startGame(page: Page, game: string, replace?: boolean): Promise<void> {
  await clickControl(page, `menu.game.${game}`);
  await waitForScene(page, 'select');
  await clickControl(page, 'select.opponent.baby');
  await clickControl(page, 'select.start');
  if (replace !== undefined) {
    await clickControl(page, replace ? 'confirm.yes' : 'confirm.no');
    if (!replace) return;
  }
  await waitForScene(page, 'board');
}

export const WORDS = {
  en: {
    stopped: /saving has stopped/,
    resumed: /saved as before/,
    discarded: /saved game of Pingluo Tiger Chess could not be restored/,
    dropped: /few of your records could not be read/,
    newer: /newer version/,
  },
  zh: { stopped: /暂时无法存档/, resumed: /又能保存了/, discarded: /的存档无法恢复/, dropped: /有几项战绩无法读取/, newer: /更新版本/ },
} as const;

/** Stores each [key, value] in the page's localStorage. */
export function putAll(page: Page, pairs: [string, string][]): Promise<void> {
  return page.evaluate((list) => {
    for (const [k, v] of list) localStorage.setItem(k, v);
  }, pairs);
}
