// A board opened before the background preparation is done waits only for its own art
// (src/games/game-art.ts isBoardArt): its pieces, the playing panda's faces, the shared rest.
import { describe, expect, it } from 'vitest';
import { allArtAssets } from '../../src/art/index';
import { frontFirst, isSceneArt } from '../../src/art/prepare';
import { isBoardArt, pieceKey } from '../../src/games/game-art';
import { GAME_IDS, rulesFor } from '../../src/games/registry';

const keys = allArtAssets().map((a) => a.key);

describe('isBoardArt', () => {
  it('Cannon against PAPA: its stones and PAPA, no discs, no other panda', () => {
    const needs = keys.filter((k) => isBoardArt(k, 'cannon', ['papa']));
    expect(needs).toEqual(
      expect.arrayContaining([
        'piece-stone-dark',
        'ghost-stone-dark',
        'panda-papa-thinking',
        'panda-papa-dismayed',
        'friend',
        'icon-undo',
        'fx-spark',
      ]),
    );
    for (const k of needs) expect(k).not.toMatch(/^(piece|ghost)-(disc|tiger|dog)|^disc-flip|^panda-(baby|mama)-/);
    expect(needs.length).toBeLessThan(keys.filter(isSceneArt).length * 0.7);
  });

  it("Othello keeps its flip frames; a friends' game needs no panda", () => {
    const needs = keys.filter((k) => isBoardArt(k, 'othello', []));
    expect(needs).toEqual(expect.arrayContaining(['piece-disc-black', 'piece-disc-white', 'disc-flip-edge']));
    expect(needs.some((k) => k.startsWith('panda-'))).toBe(false);
  });

  it("every game's board has the pieces of both its sides", () => {
    for (const id of GAME_IDS) {
      for (const side of rulesFor(id).sides) expect(isBoardArt(pieceKey(id, side), id, ['baby'])).toBe(true);
    }
  });
});

describe('frontFirst (the background art queue, prepareFirst)', () => {
  it('puts the picked items in front, both parts keeping their order', () => {
    expect(frontFirst(['a1', 'b1', 'a2', 'b2', 'a3'], (k) => k.startsWith('b'))).toEqual(['b1', 'b2', 'a1', 'a2', 'a3']);
    expect(frontFirst([], () => true)).toEqual([]);
  });

  it("the player select's order: Tiger against MAMA, her faces and the dogs before other pandas and pieces", () => {
    const order = frontFirst(keys, (k) => isBoardArt(k, 'tiger', ['mama']));
    const at = (k: string) => order.indexOf(k);
    expect(at('panda-mama-thinking')).toBeLessThan(at('panda-baby-thinking'));
    expect(at('ghost-dog')).toBeLessThan(at('ghost-disc-black'));
    expect(at('icon-undo')).toBeLessThan(at('disc-flip-edge'));
  });
});
