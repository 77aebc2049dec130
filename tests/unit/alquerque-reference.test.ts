// Alquerque Ten against its slow reference (alquerque-reference.ts, written from the rules
// text): seeded random playouts, both slide variants, compared ply by ply.

import { describe, expect, it } from 'vitest';
import { alquerqueRules, type AlquerquePosition } from '../../src/games/alquerque/rules';
import { mulberry32 } from '../../src/engine/hash';
import { expectMoveShape, expectSameText, sortedMoves } from './rules-test-kit';
import { refMoves, refPlay, refText, type Ref } from './alquerque-reference';

const full = alquerqueRules();
const free = alquerqueRules({ freeSlide: true });

const toRef = (pos: AlquerquePosition): Ref => ({
  board: Array.from({ length: 25 }, (_, i) => ((pos.x >>> i) & 1 ? 'X' : (pos.o >>> i) & 1 ? 'O' : null)),
  side: pos.turn === 0 ? 'X' : 'O',
  res: { X: pos.resX, O: pos.resO },
});

function randomPosition(rand: () => number): AlquerquePosition {
  const cells: string[] = [];
  let pieces = 0;
  for (let i = 0; i < 25; i++) {
    const r = rand() % 10;
    const c = pieces < 16 && r < 3 ? 'X' : pieces < 16 && r < 6 ? 'O' : '.';
    if (c !== '.') pieces++;
    cells.push(c);
  }
  const resX = Math.min(rand() % 6, 20 - pieces);
  const resO = Math.min(rand() % 6, 20 - pieces - resX);
  return full.parse(`${cells.join('')} ${rand() % 2 ? 'X' : 'O'} ${resX} ${resO}`);
}

describe('alquerque random playouts against the reference', () => {
  for (const rules of [full, free]) {
    const freeSlide = rules === free;
    it(`${freeSlide ? 'free' : 'full'} slide: moves/play agree, 20 pieces stay, landings are empty`, () => {
      const rand = mulberry32(freeSlide ? 77 : 42);
      let plies = 0;
      let ended = 0;
      for (let game = 0; game < 2000; game++) {
        // Most games from the start; every fourth from a random position with reserves.
        const fromStart = game % 4 !== 3;
        let pos = fromStart ? rules.start() : randomPosition(rand);
        let ref = toRef(pos);
        for (let ply = 0; ply < 80; ply++) {
          const here = `${rules.format(pos)} (game ${game} ply ${ply})`;
          const moves = rules.moves(pos);
          expectSameText(sortedMoves(moves), refMoves(ref, freeSlide).join(','), here);
          if (moves.length === 0) {
            expect(rules.outcome(pos), here).not.toBeNull();
            ended++;
            break;
          }
          if (rules.outcome(pos) !== null) expect.fail(`${here}: outcome with legal moves`);
          const m = moves[rand() % moves.length];
          expectMoveShape(rules, pos, m, here);
          const next = rules.play(pos, m);
          ref = refPlay(ref, m);
          expectSameText(refText(toRef(next)), refText(ref), `${here} ${rules.moveToText(pos, m)}`);
          const t = rules.tally(next);
          const total = t.onBoard[0] + t.onBoard[1] + t.inHand[0] + t.inHand[1];
          if (fromStart && total !== 20) expect.fail(`${here}: ${total} pieces after ${m}`);
          pos = next;
          plies++;
        }
      }
      expect(plies).toBeGreaterThan(50_000);
      expect(ended).toBeGreaterThan(0);
    });
  }
});
