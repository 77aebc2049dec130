// Pingluo Tiger Chess against its slow reference (tiger-reference.ts, written from the
// rules text): seeded random playouts compared ply by ply, end checks included.

import { describe, expect, it } from 'vitest';
import { tigerRules, type TigerPosition } from '../../src/games/tiger/rules';
import { mulberry32 } from '../../src/engine/hash';
import { expectMoveShape, expectSameText, sortedMoves } from './rules-test-kit';
import { refMoves, refOutcome, refPlay, refText, type Cell, type Ref } from './tiger-reference';

const rules = tigerRules();

const toRef = (pos: TigerPosition): Ref => ({
  board: Array.from({ length: 29 }, (_, i) => rules.pieceAt(pos, i) as Cell),
  side: pos.turn === 0 ? 'D' : 'T',
  hand: pos.hand,
});

describe('tiger random playouts against the reference', () => {
  it('moves/play/outcome agree; dogs never increase, two tigers stay, landings are empty', () => {
    const rand = mulberry32(2024);
    let plies = 0;
    const endings = new Map<string, number>();
    for (let game = 0; game < 2000; game++) {
      let pos = rules.start();
      let ref = toRef(pos);
      let dogsBefore = 20;
      for (let ply = 0; ply < 120; ply++) {
        const here = `${rules.format(pos)} (game ${game} ply ${ply})`;
        const moves = rules.moves(pos);
        expectSameText(sortedMoves(moves), refMoves(ref).join(','), here);
        const o = rules.outcome(pos);
        const refO = refOutcome(ref);
        if ((o ? `${o.winner} ${o.reason}` : null) !== refO) expect(`${here}: ${JSON.stringify(o)}`).toBe(`${here}: ${refO}`);
        if (moves.length === 0) {
          endings.set(refO!, (endings.get(refO!) ?? 0) + 1);
          break;
        }
        const m = moves[rand() % moves.length];
        expectMoveShape(rules, pos, m, here);
        const next = rules.play(pos, m);
        ref = refPlay(ref, m);
        expectSameText(refText(toRef(next)), refText(ref), `${here} ${rules.moveToText(pos, m)}`);
        const t = rules.tally(next);
        const dogs = t.onBoard[0] + t.inHand[0];
        if (dogs > dogsBefore || t.onBoard[1] !== 2) expect.fail(`${here}: ${dogs} dogs, ${t.onBoard[1]} tigers`);
        if (dogs < dogsBefore !== (rules.effect(pos, m).captured.length === 1)) expect.fail(`${here}: capture`);
        dogsBefore = dogs;
        pos = next;
        plies++;
      }
    }
    expect(plies).toBeGreaterThan(100_000);
    expect(endings.get('T ten-dogs')).toBeGreaterThan(0);
  });
});
