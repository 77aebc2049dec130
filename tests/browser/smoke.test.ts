// The production build boots to the menu, lists the five games, and asks nothing of any
// other origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controls, hasBrowser, launch, openGame, sceneKey, type Session } from './harness';

describe.skipIf(!hasBrowser)('production build smoke test', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('boots to the menu with the five games and no foreign request', async () => {
    await openGame(s);
    expect(await sceneKey(s.page)).toBe('menu');
    const ids = (await controls(s.page)).map((c) => c.id);
    for (const game of ['othello', 'pairing', 'alquerque', 'cannon', 'tiger']) {
      expect(ids).toContain(`menu.game.${game}`);
    }
    await s.page.waitForTimeout(500);
    expect(s.foreignRequests).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
