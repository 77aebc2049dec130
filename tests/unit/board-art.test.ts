// A board opened before the background preparation is done waits only for its own art
// (src/games/game-art.ts isBoardArt): its pieces, the playing panda's faces, the shared rest.
import { describe, expect, it } from 'vitest';
import { allArtAssets } from '../../src/art/index';
import { isSceneArt } from '../../src/art/prepare';
import { isBoardArt, pieceKey } from '../../src/games/game-art';
import { GAME_IDS, rulesFor } from '../../src/games/registry';

const keys = allArtAssets().map((a) => a.key);

describe('isBoardArt', () => {
  it('Cannon against PAPA: its stones and PAPA, no discs, no other panda', () => {
    const needs = keys.filter((k) => isBoardArt(k, 'cannon', ['papa']));
    expect(needs).toEqual(expect.arrayContaining(['piece-stone-dark', 'ghost-stone-dark', 'panda-papa-thinking', 'panda-papa-dismayed', 'friend', 'marker-legal', 'icon-undo', 'fx-spark']));
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
