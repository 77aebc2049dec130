// Property tests of the rules engine, run on every game (and the free-slide variant): what
// the GameRules contract (src/engine/types.ts) promises about notation, moves, effects,
// tallies and the game record, checked on random games from the start, on random boards
// and on malformed text. The rules themselves: docs/rules.md. fast-check prints the seed
// and the shrunk counterexample of a failure; rerun with it to reproduce.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameRecord } from '../../src/engine';
import { GAME_IDS, rulesFor, type GameId } from '../../src/games/registry';
import { NO_PROGRESS_LIMIT, REPETITION_LIMIT } from '../../src/engine/record';
import { MoveError, PositionError, type AnyRules, type MoveEffect, type Tally } from '../../src/engine/types';

/** Every game, plus every rule variant that makes a different rules object. */
const RULE_SETS: AnyRules[] = [...new Set(GAME_IDS.flatMap((id) => [rulesFor(id), rulesFor(id, { freeSlide: true })]))];
const label = (r: AnyRules) => (Object.keys(r.options).length ? `${r.id} ${JSON.stringify(r.options)}` : r.id);

/** Per game: what its tallies must show at every position of a game from the start. */
const TALLY_LAWS: Record<GameId, (t: Tally, previous: Tally) => void> = {
  othello: (t, prev) => expect(t.onBoard[0] + t.onBoard[1]).toBeGreaterThanOrEqual(prev.onBoard[0] + prev.onBoard[1]),
  pairing: (t, prev) => sidesNeverGrow(t, prev, 7),
  alquerque: (t) => expect(t.onBoard[0] + t.onBoard[1] + t.inHand[0] + t.inHand[1]).toBe(20),
  cannon: (t, prev) => sidesNeverGrow(t, prev, 6),
  tiger: (t, prev) => {
    expect(t.onBoard[1]).toBe(2);
    expect(t.inHand[1]).toBe(0);
    sidesNeverGrow(t, prev, 20);
  },
};

function sidesNeverGrow(t: Tally, prev: Tally, max: number): void {
  for (const s of [0, 1]) {
    expect(t.onBoard[s] + t.inHand[s]).toBeLessThanOrEqual(prev.onBoard[s] + prev.inHand[s]);
    expect(t.onBoard[s] + t.inHand[s]).toBeLessThanOrEqual(max);
  }
}

/** A game from the start: each step picks a legal move by index; -1 is a timer pass. */
const walkArb = fc.array(fc.oneof({ arbitrary: fc.nat(), weight: 15 }, { arbitrary: fc.constant(-1), weight: 1 }), {
  maxLength: 110,
  size: 'max',
});

interface Walk {
  positions: unknown[];
  moves: number[];
  timer: boolean[];
}

function walk(rules: AnyRules, steps: readonly number[]): Walk {
  const w: Walk = { positions: [rules.start()], moves: [], timer: [] };
  for (const step of steps) {
    const p = w.positions[w.positions.length - 1];
    const legal = rules.moves(p);
    if (legal.length === 0) break;
    const move = step < 0 ? rules.PASS : legal[step % legal.length];
    w.positions.push(rules.play(p, move));
    w.moves.push(move);
    w.timer.push(step < 0);
  }
  return w;
}

const total = (t: Tally, s: number) => t.onBoard[s] + t.inHand[s];
const MOVE_TEXT = /^(pass|[a-z]\d+|[a-z]\d+-[a-z]\d+)$/;

// Plain checks for the hot loops (vitest's expect costs microseconds per call).
function same(actual: unknown, expected: unknown, what: string): void {
  if (!Object.is(actual, expected)) throw new Error(`${what}: got ${String(actual)}, expected ${String(expected)}`);
}
function sameFields(a: unknown, b: unknown, what: string): void {
  const ka = Object.keys(a as object);
  same(ka.length, Object.keys(b as object).length, `${what}: field count`);
  for (const k of ka) same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${what}: ${k}`);
}

/** Everything the contract promises about one position and each of its legal moves. */
function checkPosition(rules: AnyRules, p: unknown, keys: Map<string, string>): void {
  const text = rules.format(p);
  const again = rules.parse(text);
  sameFields(again, p, `parse(format(p)) for ${text}`);
  same(rules.format(again), text, 'format after parse');
  same(rules.hash(again), rules.hash(p), `hash of ${text}`);
  // key is exact: one key per position text and one text per key.
  const key = rules.key(p);
  same(keys.get(key) ?? text, text, `text of key ${key}`);
  same(keys.get(`text:${text}`) ?? key, key, `key of ${text}`);
  keys.set(key, text).set(`text:${text}`, key);

  const points = rules.geometry.points.length;
  const tally = rules.tally(p);
  rules.sides.forEach((side, s) => {
    let n = 0;
    for (let i = 0; i < points; i++) if (rules.pieceAt(p, i) === side) n++;
    same(n, tally.onBoard[s], `${side} on the board in ${text}`);
  });

  const legal = rules.moves(p);
  same(new Set(legal).size, legal.length, `duplicate moves in ${text}`);
  same(rules.outcome(p) === null, legal.length > 0, `outcome null exactly when moves exist, ${text}`);
  if (legal.includes(rules.PASS)) same(legal.length, 1, `pass is the only move when legal, ${text}`);
  same(rules.perft(p, 0), 1, `perft 0 of ${text}`);
  same(rules.perft(p, 1), legal.length, `perft 1 of ${text}`);
  let two = 0;
  for (const m of legal) {
    const moveText = rules.moveToText(p, m);
    same(MOVE_TEXT.test(moveText), true, `move text ${moveText}`);
    same(rules.moveFromText(p, moveText), m, `moveFromText(${moveText}) in ${text}`);
    const next = rules.play(p, m);
    same(rules.format(p), text, 'play leaves its input alone');
    same(rules.toMove(next), 1 - rules.toMove(p), `side to move after ${moveText} in ${text}`);
    checkEffect(rules, p, next, m, rules.effect(p, m));
    two += rules.perft(next, 1);
  }
  same(rules.perft(p, 2), two, `perft 2 of ${text}`);

  if (legal.length > 0) {
    // The timer pass hands the turn over and changes nothing else.
    const passed = rules.play(p, rules.PASS);
    same(rules.toMove(passed), 1 - rules.toMove(p), `side to move after a timer pass in ${text}`);
    same(rules.format(passed).split(' ')[0], text.split(' ')[0], `board after a timer pass in ${text}`);
    same(JSON.stringify(rules.tally(passed)), JSON.stringify(tally), `tally after a timer pass in ${text}`);
    same(rules.isProgress(p, rules.PASS), false, 'a timer pass is no progress');
  }
}

/** The effect names exactly the points the move changes, and the tallies move with it. */
function checkEffect(rules: AnyRules, before: unknown, after: unknown, move: number, e: MoveEffect): void {
  const me = rules.toMove(before);
  const mover = rules.sides[me];
  const enemy = rules.sides[1 - me];
  const at = rules.pieceAt;
  const where = `${rules.moveToText(before, move)} in ${rules.format(before)}`;
  if (move === rules.PASS) {
    // Othello's forced pass: nothing moves.
    same(JSON.stringify(e), JSON.stringify({ from: -1, to: -1, captured: [], converted: [] }), `${where}: effect`);
    same(rules.format(after).split(' ')[0], rules.format(before).split(' ')[0], `${where}: board`);
    same(rules.isProgress(before, move), false, `${where}: isProgress`);
    return;
  }
  same(e.to >= 0, true, `${where}: a move lands somewhere`);
  same(at(after, e.to), mover, `${where}: landing point`);
  same(at(before, e.to), e.captured.includes(e.to) ? enemy : null, `${where}: landing point before`);
  if (e.from >= 0) {
    same(at(before, e.from), mover, `${where}: start point before`);
    same(at(after, e.from), null, `${where}: start point after`);
  }
  for (const c of e.captured) {
    same(at(before, c), enemy, `${where}: captured point ${c} before`);
    if (c !== e.to) same(at(after, c), null, `${where}: captured point ${c} after`);
  }
  for (const c of e.converted) {
    same(at(before, c), enemy, `${where}: converted point ${c} before`);
    same(at(after, c), mover, `${where}: converted point ${c} after`);
  }
  const touched = new Set([e.from, e.to, ...e.captured, ...e.converted]);
  for (let i = 0; i < rules.geometry.points.length; i++) {
    if (!touched.has(i)) same(at(after, i), at(before, i), `${where}: untouched point ${i}`);
  }
  const placement = e.from < 0;
  const progress = placement || e.captured.length + e.converted.length > 0;
  same(rules.isProgress(before, move), progress, `${where}: isProgress`);

  const tb = rules.tally(before);
  const ta = rules.tally(after);
  // The side that did not move loses exactly what was captured or converted; the mover
  // gains the converted pieces, plus a new piece when it places with nothing in hand.
  same(total(ta, 1 - me), total(tb, 1 - me) - e.captured.length - e.converted.length, `${where}: opponent's pieces`);
  const fromBox = placement && tb.inHand[me] === 0 ? 1 : 0;
  same(total(ta, me), total(tb, me) + e.converted.length + fromBox, `${where}: mover's pieces`);
  same(ta.inHand[me], tb.inHand[me] - (placement && !fromBox ? 1 : 0), `${where}: mover's hand`);
  same(ta.inHand[1 - me], tb.inHand[1 - me], `${where}: opponent's hand`);
  for (const s of [0, 1]) same(ta.lost[s] >= tb.lost[s], true, `${where}: losses never shrink`);
}

/** Random boards: random pieces, side and extra fields; many are invalid on purpose. */
function boardArb(rules: AnyRules): fc.Arbitrary<string> {
  const n = rules.geometry.points.length;
  const start = rules.startText.trim().split(/\s+/);
  const startTally = rules.tally(rules.start());
  // Mostly counts and fields a game can have, sometimes not.
  const count = (s: number) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(startTally.onBoard[s]) },
      { weight: 2, arbitrary: fc.nat({ max: total(startTally, s) }) },
      { weight: 1, arbitrary: fc.nat({ max: n >> 1 }) },
    );
  const extra = (i: number) =>
    fc.oneof({ weight: 4, arbitrary: fc.nat({ max: Number(start[2 + i]) }) }, { weight: 1, arbitrary: fc.nat({ max: 999 }) });
  return fc
    .record({
      spots: fc.shuffledSubarray([...Array(n).keys()]),
      a: count(0),
      b: count(1),
      side: fc.constantFrom(...rules.sides),
      extras: fc.tuple(...start.slice(2).map((_, i) => extra(i))),
      slashes: fc.boolean(),
    })
    .map(({ spots, a, b, side, extras, slashes }) => {
      const cells: string[] = Array(n).fill('.');
      spots.slice(0, a).forEach((i) => (cells[i] = rules.sides[0]));
      spots.slice(a, a + b).forEach((i) => (cells[i] = rules.sides[1]));
      const board = slashes ? rules.geometry.rankRows.map((row) => row.map((i) => cells[i]).join('')).join('/') : cells.join('');
      return [board, side, ...extras].join(' ');
    });
}

/** A valid position's text with a few random edits: inserted, deleted or replaced characters. */
function mutatedArb(rules: AnyRules): fc.Arbitrary<string> {
  const chars = fc.constantFrom(...'XODTxo.-/ \t\n0123456789+-é熊\u0000'.split(''), '12345', '//');
  const edit = fc.record({ at: fc.nat(), kind: fc.constantFrom('insert', 'delete', 'replace'), ch: chars });
  return fc.tuple(walkArb, fc.array(edit, { minLength: 1, maxLength: 4 })).map(([steps, edits]) => {
    const w = walk(rules, steps.slice(0, 30));
    let s = rules.format(w.positions[w.positions.length - 1]);
    for (const { at, kind, ch } of edits) {
      const i = at % (s.length + 1);
      s = s.slice(0, i) + (kind === 'delete' ? '' : ch) + s.slice(kind === 'insert' ? i : i + 1);
    }
    return s;
  });
}

/** parse either accepts the text (and then round-trips it) or throws a PositionError. */
function parsesOrRefuses(rules: AnyRules, text: unknown): boolean {
  let p: unknown;
  try {
    p = rules.parse(text as string);
  } catch (error) {
    expect(error, JSON.stringify(text)).toBeInstanceOf(PositionError);
    expect((error as Error).message.length).toBeGreaterThan(0);
    return false;
  }
  expect(rules.format(rules.parse(rules.format(p)))).toBe(rules.format(p));
  return true;
}

describe.each(RULE_SETS.map((r) => [label(r), r] as const))('%s properties', (_name, rules) => {
  it('random games from the start: notation, moves, effects, tallies, perft', () => {
    const keys = new Map<string, string>();
    fc.assert(
      fc.property(walkArb, (steps) => {
        const w = walk(rules, steps);
        w.positions.forEach((p, i) => {
          checkPosition(rules, p, keys);
          if (i > 0) TALLY_LAWS[rules.id as GameId](rules.tally(p), rules.tally(w.positions[i - 1]));
        });
      }),
      { numRuns: 25 },
    );
  });

  it('random boards: every position the parser accepts keeps the contract', () => {
    let accepted = 0;
    fc.assert(
      fc.property(boardArb(rules), (text) => {
        if (parsesOrRefuses(rules, text)) {
          accepted++;
          checkPosition(rules, rules.parse(text), new Map());
        }
      }),
      { numRuns: 150 },
    );
    expect(accepted, 'enough random boards were valid to test anything').toBeGreaterThan(20);
  });

  it('the game record: replay, undo and the draw rules agree with a count kept here', () => {
    fc.assert(
      fc.property(walkArb, fc.nat(), (steps, back) => {
        const w = walk(rules, [...steps, ...steps, ...steps]);
        const record = new GameRecord(rules);
        let quiet = 0;
        const seen = new Map<string, number>([[rules.key(w.positions[0]), 1]]);
        for (let i = 0; i < w.moves.length && !record.isOver; i++) {
          const before = w.positions[i];
          const progress = !w.timer[i] && rules.isProgress(before, w.moves[i]);
          const played = w.timer[i] ? record.timerPass() : record.play(w.moves[i]);
          same(played.move, w.moves[i], 'recorded move');
          same(rules.format(record.position), rules.format(w.positions[i + 1]), `position after ply ${i + 1}`);
          quiet = progress ? 0 : quiet + 1;
          const key = rules.key(record.position);
          seen.set(key, (seen.get(key) ?? 0) + 1);
          same(record.quietPlyCount, quiet, `quiet plies after ply ${i + 1}`);
          const own = rules.outcome(record.position);
          const expected =
            own ??
            (!rules.hasDrawRules
              ? null
              : (seen.get(key) ?? 0) >= REPETITION_LIMIT
                ? { winner: 'draw', reason: 'repetition' }
                : quiet >= NO_PROGRESS_LIMIT
                  ? { winner: 'draw', reason: 'no-progress' }
                  : null);
          same(JSON.stringify(record.outcome), JSON.stringify(expected), `outcome after ply ${i + 1}`);
        }
        const n = record.history.length;
        const replayed = GameRecord.replay(rules, rules.startText, record.moveTexts);
        expect(rules.format(replayed.position)).toBe(rules.format(record.position));
        expect(replayed.outcome).toEqual(record.outcome);
        const k = back % (n + 1);
        expect(record.undo(k)).toBe(k);
        const p = w.positions[n - k];
        expect(rules.format(record.position)).toBe(rules.format(p));
        expect(record.moveTexts).toEqual(replayed.moveTexts.slice(0, n - k));
        const occurrences = w.positions.slice(0, n - k + 1).filter((q) => rules.key(q) === rules.key(p)).length;
        expect(record.occurrences(p)).toBe(occurrences);
        if (!record.isOver) expect(record.legalMoves()).toEqual(rules.moves(p));
      }),
      { numRuns: 20 },
    );
  });

  it('malformed position text never throws anything but PositionError', () => {
    const notation = fc.string({ unit: fc.constantFrom(...'XODT.-/ 0123456789xo\t'.split('')), maxLength: 90 });
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (s) => void parsesOrRefuses(rules, s)));
    fc.assert(
      fc.property(notation, (s) => void parsesOrRefuses(rules, s)),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(mutatedArb(rules), (s) => void parsesOrRefuses(rules, s)),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.anything(), (v) => void parsesOrRefuses(rules, v)),
      { numRuns: 50 },
    );
  });

  it('move text: moveFromText returns a legal move or throws MoveError', () => {
    const moveText = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'abcdefghz0123456789- pas'.split('')), maxLength: 8 }),
      fc.string({ unit: 'binary', maxLength: 10 }),
    );
    fc.assert(
      fc.property(walkArb, fc.array(moveText, { maxLength: 20 }), (steps, texts) => {
        const w = walk(rules, steps.slice(0, 40));
        const p = w.positions[w.positions.length - 1];
        const legal = rules.moves(p);
        for (const t of texts) {
          let move: number;
          try {
            move = rules.moveFromText(p, t);
          } catch (error) {
            expect(error, JSON.stringify(t)).toBeInstanceOf(MoveError);
            continue;
          }
          expect(legal, JSON.stringify(t)).toContain(move);
        }
      }),
      { numRuns: 60 },
    );
  });
});
