// Cannon Chess 5×4 against its slow reference (cannon-reference.ts, written from the rules
// text): perft, and seeded random games and sparse positions compared ply by ply.

import { describe, expect, it } from 'vitest';
import { cannonRules, type CannonPosition } from '../../src/games/cannon/rules';
import { refFromText, refMoves, refOutcome, refPerft, refPlay, refText } from './cannon-reference';
import { invariant, same, seededUniform as random } from './rules-test-kit';

const rules = cannonRules();
const pos = (text: string) => rules.parse(text);

describe('cannon reference perft', () => {
  it('agrees with the table (depth 5)', () => {
    expect(refPerft(refFromText(rules.startText), 5)).toBe(14566);
  });
});

/** Checks one position against the reference: outcome and the list of legal moves. */
function compareMoves(p: CannonPosition, where: string): number[] {
  const r = refFromText(rules.format(p));
  where += ` at ${refText(r)}`;
  same(rules.outcome(p), refOutcome(r), `${where}: outcome`);
  const legal = rules.moves(p);
  same(legal.map((m) => rules.moveToText(p, m)).sort(), refMoves(r).sort(), `${where}: moves`);
  return legal;
}

/** Checks one move against the reference and the invariants; returns the new position. */
function compareMove(p: CannonPosition, m: number, where: string): CannonPosition {
  const r = refFromText(rules.format(p));
  where += ` at ${refText(r)}`;
  const mt = rules.moveToText(p, m);
  const e = rules.effect(p, m);
  const ref = refPlay(r, mt);
  const q = rules.play(p, m);
  same(rules.format(q), refText(ref.next), `${where} ${mt}: result`);
  same(e.captured, ref.captured, `${where} ${mt}: captured`);
  same(rules.isProgress(p, m), ref.captured.length > 0, `${where} ${mt}: isProgress`);
  if (m !== rules.PASS) {
    const mine = p.turn === 0 ? 'X' : 'O';
    invariant(rules.pieceAt(p, e.from) === mine, `${where} ${mt}: moves an own piece`);
    invariant(rules.pieceAt(p, e.to) === null, `${where} ${mt}: never lands on a piece`);
    for (const c of e.captured) invariant(rules.pieceAt(p, c) === (mine === 'X' ? 'O' : 'X'), `${where} ${mt}: captures enemies`);
    same(rules.moveFromText(p, mt), m, `${where} ${mt}: text round trip`);
  }
  const [bx, bo] = rules.tally(p).onBoard;
  const [ax, ao] = rules.tally(q).onBoard;
  invariant(ax <= bx && ao <= bo, `${where} ${mt}: piece counts never grow`);
  same(bx + bo - ax - ao, e.captured.length, `${where} ${mt}: captured pieces leave the board`);
  const back = pos(rules.format(q));
  same(rules.hash(q), rules.hash(back), `${where} ${mt}: hash`);
  same(rules.key(q), rules.key(back), `${where} ${mt}: key`);
  return q;
}

describe('cannon random games against the reference', () => {
  it('2000 seeded games agree ply by ply and keep the invariants', () => {
    const rnd = random(4242);
    let plies = 0;
    let ended = 0;
    let lone = 0;
    for (let game = 0; game < 2000; game++) {
      let p = rules.start();
      for (let ply = 0; ply < 80; ply++) {
        const where = `game ${game} ply ${ply}`;
        const legal = compareMoves(p, where);
        if (legal.length === 0) {
          ended++;
          break;
        }
        if (rules.tally(p).onBoard[p.turn] === 1) lone++;
        // Captures are preferred, so games reach lone pieces and their ends; now and then
        // a timer pass, which reaches positions play alone would not.
        const shots = legal.filter((mv) => rules.isProgress(p, mv));
        const pool = shots.length > 0 && rnd() < 0.7 ? shots : legal;
        const m = rnd() < 0.05 ? rules.PASS : pool[Math.floor(rnd() * pool.length)];
        p = compareMove(p, m, where);
        plies++;
      }
    }
    expect(plies).toBeGreaterThan(50_000);
    expect(ended).toBeGreaterThan(500);
    expect(lone).toBeGreaterThan(2000); // plies played by a lone piece
  });

  it('random sparse positions (lone pieces, blocked sides) agree, perft included', () => {
    const rnd = random(99);
    for (let n = 0; n < 1500; n++) {
      const cells: string[] = Array(20).fill('.');
      const nx = Math.floor(rnd() * 7);
      const no = Math.floor(rnd() * 7);
      for (const [side, k] of [
        ['X', nx],
        ['O', no],
      ] as const) {
        for (let placed = 0; placed < k;) {
          const i = Math.floor(rnd() * 20);
          if (cells[i] === '.') {
            cells[i] = side;
            placed++;
          }
        }
      }
      const text = `${cells.join('')} ${rnd() < 0.5 ? 'X' : 'O'}`;
      const p = pos(text);
      // Every legal move here, not just one, as these positions are rare in play.
      for (const m of compareMoves(p, text)) compareMove(p, m, text);
      const r = refFromText(text);
      for (let d = 1; d <= 3; d++) same(rules.perft(p, d), refPerft(r, d), `${text}: perft ${d}`);
    }
  });
});
