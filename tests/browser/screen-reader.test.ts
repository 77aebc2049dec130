// The document mirror for screen readers (docs/accessibility.md): each of the five games,
// in English and in Chinese, played from the menu to the result through the accessibility
// tree alone: buttons and grid cells found by role and name, pressed with the keyboard.
// The `?test=1` hook is only read (to choose a legal move, to know when it is the player's
// turn, to check), never used to act. Every move BABY makes must be told in the live log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import enAccess from '../../locales/en/access.json';
import zhAccess from '../../locales/zh/access.json';
import enCommon from '../../locales/en/common.json';
import zhCommon from '../../locales/zh/common.json';
import enGames from '../../locales/en/games.json';
import zhGames from '../../locales/zh/games.json';
import enResult from '../../locales/en/result.json';
import zhResult from '../../locales/zh/result.json';
import enSelect from '../../locales/en/select.json';
import zhSelect from '../../locales/zh/select.json';
import { rulesFor, type GameId } from '../../src/games/registry';
import { stepPoint } from '../../src/ui/board-keyboard';
import { chooseMove, hasBrowser, launch, openGame, resetStorage, waitForScene, waitForTurn, type Session } from './harness';

const WORDS = {
  en: { access: enAccess, common: enCommon, games: enGames, result: enResult, select: enSelect },
  zh: { access: zhAccess, common: zhCommon, games: zhGames, result: zhResult, select: zhSelect },
};

/** The player's side in each game (the first player where it fits; the tigers in the tiger game). */
const GAMES: [GameId, string][] = [
  ['othello', 'X'],
  ['pairing', 'X'],
  ['alquerque', 'O'],
  ['cannon', 'X'],
  ['tiger', 'T'],
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A grid cell by its point's name ("d3, black disc" starts with "d3" and the list separator). */
function cell(page: Page, point: string, sep: string) {
  return page.getByRole('gridcell', { name: new RegExp(`^${point}${escape(sep.trim())}`) });
}

async function press(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('button', { name, exact: typeof name === 'string' }).press('Enter');
}

async function logText(page: Page): Promise<string> {
  return (await page.getByRole('log').textContent()) ?? '';
}

describe.skipIf(!hasBrowser)('a whole game of each through the accessibility tree', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const [game, side] of GAMES) {
      it(`${game} in ${lang}: menu, BABY, play to the result by role, name and key`, async () => {
        const page = s.page;
        const w = WORDS[lang];
        const sep = w.access.sep;
        await resetStorage(s);
        await openGame(s, { fast: '1', mute: '1', lang });

        // the menu, the player select: real buttons with the names the canvas shows
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(w.access.scenes.menu);
        await press(page, w.games[game].name);
        await waitForScene(page, 'select');
        await press(page, w.common.pandas.baby.name);
        await expect.poll(() => page.getByRole('button', { name: w.common.pandas.baby.name, pressed: true }).count()).toBe(1);
        await press(page, new RegExp(`^${escape((w.games[game].sides as Record<string, string>)[side])}`));
        await press(page, w.select.start);
        await waitForScene(page, 'board');
        await expect.poll(() => page.getByRole('grid', { name: w.access.board }).count()).toBe(1);

        const rules = rulesFor(game);
        const baby = w.common.pandas.baby.name;
        const said = (move: string) => w.access.played.replace('{{who}}', baby).replace('{{move}}', move);
        const first = rules.sides[rules.toMove(rules.start())];
        const moverOf = (ply: number) => rules.sides[(rules.sides.indexOf(first) + ply) % 2];
        let told = 0;
        let walked = false;
        for (let plies = 0; plies < 400; plies++) {
          const b = await waitForTurn(page, [side], 30_000);
          // every move BABY made since the last look is in the log, in words
          for (; told < b.history.length; told++) {
            if (moverOf(told) !== side)
              await expect.poll(() => logText(page), { message: `ply ${told + 1}` }).toContain(said(b.history[told]));
          }
          if (b.result) break;

          const move = chooseMove(b.game, b.position, b.legalMoves, side);
          const [from, to] = move.split('-');
          if (!walked) {
            // the arrow keys walk the grid as the canvas cursor does
            walked = true;
            const g = rules.geometry;
            const right = stepPoint(g, g.indexOf(from), 'right');
            const below = stepPoint(g, stepPoint(g, right, 'left'), 'down');
            const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
            await cell(page, from, sep).focus();
            await page.keyboard.press('ArrowRight');
            await expect.poll(focused).toMatch(new RegExp(`^${g.points[right].name}\\P{L}`, 'u'));
            await page.keyboard.press('ArrowLeft');
            await page.keyboard.press('ArrowDown');
            await expect.poll(focused).toMatch(new RegExp(`^${g.points[below].name}\\P{L}`, 'u'));
          }
          await cell(page, from, sep).press('Enter');
          if (to) {
            // choosing a piece marks its destinations and says them
            const legal = escape(w.access.mark.legal);
            await expect.poll(() => cell(page, to, sep).textContent()).toMatch(new RegExp(legal));
            await cell(page, to, sep).press('Enter');
          }
          await page.waitForFunction(
            (n) => {
              const x = (window as unknown as { __panda: { board(): { history: string[]; result: unknown } | null } }).__panda.board();
              return !x || x.result !== null || x.history.length > n;
            },
            b.history.length,
            { timeout: 10_000, polling: 20 },
          );
        }

        // the result is said, and the result screen's buttons are there to press
        await waitForScene(page, 'result');
        const headlines = [w.result.youWin, w.result.pandaWins.replace('{{name}}', baby), w.result.draw].map((h) =>
          h.replace(/[!.。！]$/, ''),
        );
        await expect.poll(() => logText(page)).toMatch(new RegExp(headlines.map(escape).join('|')));
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(w.access.scenes.result);
        await expect.poll(() => page.getByRole('button', { name: w.result.rematch, exact: true }).count()).toBe(1);
        expect(s.errors).toEqual([]);
        expect(s.foreignRequests).toEqual([]);
      }, 120_000);
    }
  }

  it('commands answer in the log, by button and by key; a refusal is said with its reason', async () => {
    const page = s.page;
    const w = WORDS.en;
    await resetStorage(s);
    await openGame(s, { fast: '1', mute: '1', lang: 'en', game: 'othello' });
    await waitForScene(page, 'select');
    await press(page, w.common.pandas.baby.name);
    await press(page, w.select.start);
    await waitForScene(page, 'board');
    const b = await waitForTurn(page, ['X']);
    const lastLine = async () => (await page.getByRole('log').getByRole('paragraph').last().textContent()) ?? '';

    await press(page, w.access.commands.legal);
    await expect.poll(lastLine).toBe(`Black to move. Legal moves: ${b.legalMoves.join(', ')}.`);
    await press(page, w.access.commands.last);
    await expect.poll(lastLine).toBe(w.access.lastNone);
    await press(page, w.access.commands.clock);
    await expect.poll(lastLine).toMatch(/^Clock: \d+ s\.$/);
    // the same from the grid, by letter
    await cell(page, 'd4', ', ').press('p');
    await expect.poll(lastLine).toMatch(/^Black: e4 and d5\. On board\s2\. White: d4 and e5\. On board\s2\.$/);

    // an empty point where no disc may go: the rule that forbids it, as the panel says it
    await cell(page, 'a1', ', ').press('Enter');
    const notice = await page.waitForFunction(
      () => (window as unknown as { __panda: { board(): { notice: string | null } | null } }).__panda.board()?.notice ?? null,
    );
    const reason = (await notice.jsonValue()) as string;
    expect(reason.length).toBeGreaterThan(0);
    await expect.poll(lastLine).toBe(reason);
    expect(s.errors).toEqual([]);
  });
});
