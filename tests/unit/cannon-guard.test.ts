// PAPA's opening guard for Cannon (src/games/cannon/opening-guard.ts, docs/ai.md "Cannon's
// opening guard"): the shipped entries load whole and are well formed, a position and its
// mirror share one entry, and PAPA avoids a losing move he would otherwise play while playing
// exactly as before wherever the guard has nothing to say. The losing moves quoted here were
// read from the solved game's tables (npm run solve:cannon), which CI does not build.
import { describe, expect, it } from 'vitest';
import { canonical, guardEntries, guardedMoves, mirrorMask, mirrorMove } from '../../src/games/cannon/opening-guard';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import type { GameResolver } from '../../src/ai/game-ai';

const rules = cannonRules();
/** PAPA without the guard (GameAi.losingMoves unset), as he would play without it. */
const unguarded: GameResolver = (id, options) => {
  const game = resolveGame(id, options);
  return { ...game, ai: { ...game.ai, losingMoves: undefined } };
};
const losingTexts = (text: string): string[] => {
  const pos = rules.parse(text);
  return guardedMoves(pos, rules.moves(pos))
    .map((m) => rules.moveToText(pos, m))
    .sort();
};
const mirrored = (pos: CannonPosition): CannonPosition => ({ ...pos, x: mirrorMask(pos.x), o: mirrorMask(pos.o) });
const papa = (text: string, resolve: GameResolver): string =>
  thinkNow({ game: 'cannon', position: text, history: [], panda: 'papa', nodes: 20_000, timeMs: 60_000, seed: 1 }, resolve).move;

describe('the opening guard', () => {
  it('holds thousands of well-formed entries, each with a move left to play', () => {
    const entries = guardEntries();
    expect(entries.size).toBeGreaterThan(6000);
    for (const [key, mask] of entries) {
      const turn = key % 2;
      const o = Math.floor(key / 2) % 2 ** 20;
      const x = Math.floor(key / 2 / 2 ** 20);
      expect(x & o).toBe(0);
      const pos = { ...rules.start(), x, o, turn } as CannonPosition;
      expect(canonical(pos).key).toBe(key);
      const legal = rules.moves(pos);
      expect(mask).toBeGreaterThan(0);
      expect(mask).toBeLessThan(2 ** legal.length - 1);
    }
  });

  it('knows the losing moves of the solved game, in a position and in its mirror', () => {
    // The second player's fourth ply where PAPA once played c2-d2 and lost.
    const text = 'OOOO/O.O./..X./X..X/XX.X O';
    expect(losingTexts(text)).toEqual(['a2-b2', 'b1-b2', 'c2-d2', 'd1-d2']);
    const pos = rules.parse(text);
    const mirrorLosing = guardedMoves(mirrored(pos), rules.moves(mirrored(pos)));
    expect(mirrorLosing.map(mirrorMove).sort()).toEqual(guardedMoves(pos, rules.moves(pos)).sort());
    // The start is drawn whatever X plays: nothing to guard.
    expect(losingTexts(rules.format(rules.start()))).toEqual([]);
  });

  it('turns PAPA away from a losing move he would play, and changes nothing else', () => {
    const text = 'OO.O/O.OO/...X/X.X./XX.X O';
    const losing = losingTexts(text);
    expect(losing).toEqual(['a2-a3', 'a2-b2', 'b1-b2', 'c2-b2', 'c2-c1', 'c2-c3']);
    expect(papa(text, unguarded)).toBe('a2-a3');
    expect(losing).not.toContain(papa(text, resolveGame));
    // Where his move does not lose, the guard leaves it alone.
    for (const quiet of ['OOOO/O.O./..X./X..X/XX.X O', 'OOOO/O..O/..X./X..X/XX.X O']) {
      expect(papa(quiet, resolveGame)).toBe(papa(quiet, unguarded));
    }
  });
});
