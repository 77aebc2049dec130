// Replay links made before the variant flags came from the kits (commit cd21814, when the
// code's first bit was Alquerque's free slide by name) still open move for move, and the
// same game is written to the same code today (src/engine/replay-code.ts).
import { describe, expect, it } from 'vitest';
import { decodeReplay, encodeReplay } from '../../src/engine/replay-code';
import { replayGame, type GameId } from '../../src/games/registry';

/** Codes written by the encoder of cd21814 for seeded random games, with their moves. */
const OLD_LINKS: { game: GameId; code: string; options: object; moves: string; meta?: boolean }[] = [
  { game: 'othello', code: 'ARwWwWUmgs', options: {}, moves: 'd3 e3 f5 c5 b5 d2 c4 g6 g5 g4 f2 a5 d1 b3' },
  {
    game: 'pairing',
    code: 'ARwkORltDNIq',
    options: {},
    moves: 'a4-a3 a2-a3 c5-c4 d1-d2 d5-d4 b1-b2 e5-d5 e2-e3 d5-c5 c1-c2 d4-d5 d2-d1 c4-d4 c2-c3',
  },
  { game: 'alquerque', code: 'ARzrMc4yom1RDMI', options: {}, moves: 'a3 e4 e5-b2 c3 d2 e4-e5 d5-d3 b2-c2 a4 e2 c5-b4 a1-a2 c5 b1-a1' },
  {
    game: 'cannon',
    code: 'AR0qIpGBORs',
    options: {},
    moves: 'b5-b4 d2-c2 d4-d3 a2-b2 d3-c3 c2-d2 a5-b5 d2-c2 c3-d3 b2-b3 c5-c4 d1-d2 a4-a5 b3-b2',
  },
  { game: 'tiger', code: 'ARyAAYKBIGMj', options: {}, moves: 'a4 c2-c1 b2 c5-c3 c2 c3-a5 d2 a5-a6 a5 c1-c3 a7 c3-b4 c3 b4-c5' },
  {
    game: 'alquerque',
    code: 'Bxy8SSyxbA4mLB6Eynkg',
    options: { freeSlide: true },
    moves: 'e5-c3 e5 c5-d4 b2 b5-b3 e1-d2 e1 c1-c2 d3 c1 a5-b5 a1-a3 a5 b2-a2',
    meta: true,
  },
  { game: 'tiger', code: 'BRQlIxEuDRlPJ', options: {}, moves: 'd2 c5-e3 c3 e3-d4 a3 d4-d3 e6 d3-b3 d3 c2-c3', meta: true },
];

describe('replay links made before the kits declared their variants', () => {
  for (const link of OLD_LINKS) {
    it(`${link.game} ${link.code} opens as it did and is written the same`, () => {
      const read = decodeReplay(link.code, replayGame(link.game));
      if (!read.ok) throw new Error(`${link.code}: ${read.problem} ${read.detail}`);
      expect(read.record.moveTexts.join(' ')).toBe(link.moves);
      expect(read.record.rules.options).toEqual(link.options);
      expect(read.record.draws).toEqual({ repetition: true, noProgress: false });
      expect(read.meta).toEqual(link.meta ? { players: ['player', 'papa'], date: '2026-12-06' } : null);
      expect(encodeReplay(read.record, read.meta ?? undefined)).toBe(link.code);
    });
  }
});
