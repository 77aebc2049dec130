// The game record: history, undo, the timer pass and the draw rules of docs/rules.md §0.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/hash';
import { GameRecord, type AnyRules } from '../../src/engine';
import { NO_PROGRESS_LIMIT } from '../../src/engine/record';
import { GAME_IDS, rulesFor } from '../../src/games/registry';

const pairing = rulesFor('pairing');
// X: a4 <-> b4, O: a2 <-> b2, four plies back to the start position.
const SHUFFLE = ['a4-b4', 'a2-b2', 'b4-a4', 'b2-a2'];

describe('GameRecord draw rules', () => {
  it('threefold repetition: the third occurrence of a position is a draw', () => {
    const r = new GameRecord(pairing);
    for (const m of [...SHUFFLE, ...SHUFFLE.slice(0, 3)]) r.play(m);
    expect(r.outcome).toBeNull();
    r.play(SHUFFLE[3]);
    expect(r.outcome).toEqual({ winner: 'draw', reason: 'repetition' });
    expect(r.legalMoves()).toEqual([]);
    expect(() => r.play('a4-a3')).toThrow(/over/);
  });

  it('switching repetition off revives the game; undo un-counts positions', () => {
    const r = new GameRecord(pairing);
    for (const m of [...SHUFFLE, ...SHUFFLE]) r.play(m);
    r.setDrawRules({ repetition: false, noProgress: true });
    expect(r.outcome).toBeNull();
    r.setDrawRules({ repetition: true, noProgress: true });
    expect(r.outcome?.reason).toBe('repetition');
    expect(r.undo(1)).toBe(1);
    expect(r.outcome).toBeNull();
    r.play(SHUFFLE[3]);
    expect(r.outcome?.reason).toBe('repetition');
  });

  it('100 plies without capture, conversion or placement is a draw; timer passes count', () => {
    const r = new GameRecord(pairing, undefined, { repetition: false, noProgress: true });
    for (let i = 0; i < NO_PROGRESS_LIMIT - 2; i++) r.play(SHUFFLE[i % 4]);
    r.timerPass();
    expect(r.quietPlyCount).toBe(NO_PROGRESS_LIMIT - 1);
    expect(r.outcome).toBeNull();
    r.timerPass();
    expect(r.outcome).toEqual({ winner: 'draw', reason: 'no-progress' });
    r.setDrawRules({ repetition: false, noProgress: false });
    expect(r.outcome).toBeNull();
  });

  it('a capture resets the no-progress count', () => {
    const r = new GameRecord(pairing, 'OO.../...../....O/....X/XX.X. X', { repetition: true, noProgress: true });
    r.play('a5-a4');
    expect(r.quietPlyCount).toBe(1);
    r.play('e3-e4'); // O captures e4
    expect(r.quietPlyCount).toBe(0);
  });

  it('a timer pass hands the turn over and is recorded as pass', () => {
    const r = new GameRecord(pairing);
    const before = pairing.toMove(r.position);
    const played = r.timerPass();
    expect(played.text).toBe('pass');
    expect(played.timerPass).toBe(true);
    expect(pairing.toMove(r.position)).toBe(1 - before);
    expect(r.moveTexts).toEqual(['pass']);
  });

  it('Othello has no draw rules: repetition cannot happen, and a pass is a move only when forced', () => {
    const othello = rulesFor('othello');
    expect(othello.hasDrawRules).toBe(false);
    const r = new GameRecord(othello);
    expect(r.legalMoves()).not.toContain(othello.PASS);
    expect(() => r.play('pass')).toThrow();
  });

  it('replay rebuilds the same record, and rejects an illegal move', () => {
    const r = new GameRecord(pairing);
    for (const m of ['a4-a3', 'pass', 'b5-b4']) m === 'pass' ? r.timerPass() : r.play(m);
    const copy = GameRecord.replay(pairing, r.startText, r.moveTexts);
    expect(pairing.format(copy.position)).toBe(pairing.format(r.position));
    expect(() => GameRecord.replay(pairing, r.startText, ['a4-a2'])).toThrow();
  });
});

/** Random games through the record: every one ends, by a rule or by a draw rule. */
function randomGame(rules: AnyRules, seed: number, maxPlies: number): GameRecord<unknown> {
  const rand = mulberry32(seed);
  const r = new GameRecord(rules);
  while (!r.isOver && r.history.length < maxPlies) {
    const moves = r.legalMoves();
    expect(moves.length).toBeGreaterThan(0);
    r.play(moves[rand() % moves.length]);
  }
  return r;
}

describe.each(GAME_IDS)('%s: random games through the record', (id) => {
  it('every game ends (a rule or a draw rule) and the outcome names a side or a draw', () => {
    const rules = rulesFor(id);
    for (let seed = 1; seed <= 60; seed++) {
      const r = randomGame(rules, seed, 20_000);
      expect(r.outcome, `seed ${seed} did not end`).not.toBeNull();
      const winner = r.outcome!.winner;
      expect(['draw', ...rules.sides]).toContain(winner);
      // Undoing everything returns to the start.
      r.undo(r.history.length);
      expect(rules.format(r.position)).toBe(r.startText);
    }
  });
});
