// Each game of the registry from the menu: pick BABY and a side, play to the result scene
// with real clicks on the board (moves chosen from legalMoves), then rematch. One game
// between two friends on the same device. No console error, no foreign request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardState,
  clickControl,
  hasBrowser,
  launch,
  openGame,
  playOut,
  rawKeys,
  resetStorage,
  sceneKey,
  visibleTexts,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { GAME_IDS, kitOf, type GameId } from '../../src/games/registry';

/** Every game of the registry, the player on its first side, or its second in these (both seats get played). */
const SECOND_SEAT = new Set<GameId>(['alquerque', 'tiger']);
const GAMES: [GameId, string][] = GAME_IDS.map((id) => [id, kitOf(id).sides[SECOND_SEAT.has(id) ? 1 : 0]]);

describe.skipIf(!hasBrowser)('playing every game to the end', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const [game, side] of GAMES) {
    it(`${game}: menu, BABY, side ${side}, play to the result, rematch`, async () => {
      const page = s.page;
      await resetStorage(s);
      await openGame(s, { fast: '1', lang: 'en', mute: '1' });
      await clickControl(page, `menu.game.${game}`);
      await waitForScene(page, 'select');
      await clickControl(page, 'select.opponent.baby');
      await clickControl(page, `select.side.${side}`);
      await clickControl(page, 'select.start');
      await waitForScene(page, 'board');
      const final = await playOut(page, [side]);
      expect(final.result).not.toBeNull();
      await waitForScene(page, 'result');
      const texts = (await visibleTexts(page)).join('\n');
      expect(texts).toMatch(/You win!|BABY wins|Draw/);
      expect(await rawKeys(page)).toEqual([]);
      await clickControl(page, 'result.rematch');
      await waitForScene(page, 'board');
      // the rematch swaps sides: the player now has the other colour (or the other animal)
      const mine = await page.evaluate(
        () => (window as unknown as { __panda: { match(): { humanSide: string } | null } }).__panda.match()?.humanSide,
      );
      expect(mine).not.toBe(side);
      const again = await waitForTurn(page, [mine as string]);
      expect(again.game).toBe(game);
      expect(again.result).toBeNull();
      expect(again.history.length).toBeLessThanOrEqual(1);
      expect(s.errors).toEqual([]);
      expect(s.foreignRequests).toEqual([]);
    });
  }

  it('two friends on one device play a game to the end', async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { fast: '1', lang: 'en', mute: '1', game: 'pairing' });
    await waitForScene(page, 'select');
    await clickControl(page, 'select.opponent.human');
    await clickControl(page, 'select.start');
    await waitForScene(page, 'board');
    const first = await boardState(page);
    expect(first?.turn).toBe('X');
    const final = await playOut(page, ['X', 'O']);
    expect(final.history.length).toBeGreaterThan(1);
    await waitForScene(page, 'result');
    expect((await visibleTexts(page)).join('\n')).toMatch(/Black wins|White wins|Draw/);
    await clickControl(page, 'result.menu');
    await waitForScene(page, 'menu');
    expect(await sceneKey(page)).toBe('menu');
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
