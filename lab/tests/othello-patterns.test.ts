// The learned Othello evaluation (lab/othello-learned, not shipped): the trained weights
// load, read the same in every orientation of the board, know that corners win, and add up
// as the patterns say (lab/journal/ai.md, "Othello's learned evaluation"). Training never
// runs here.
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/hash';
import { loadOthelloWeightsFromDisk } from '../othello-learned/load';
import { patternEvaluate } from '../othello-learned/evaluation';
import { learnedResolver } from '../othello-learned/learned-search';
import { PATTERN_OFFSET, PATTERNS, PHASE_SIZE, PHASES, phaseOf, SCALAR_OFFSET } from '../othello-learned/patterns';
import { othelloRules, type OthelloPosition } from '../../src/games/othello/rules';
import { lastMobility, lastPotential, othelloEvaluate } from '../../src/games/othello/search';
import { decodeWeights, encodeWeights, othelloWeights, SCALAR_SCALE, useOthelloWeights, WEIGHT_SCALE } from '../othello-learned/weights';

const rules = othelloRules();
const parse = (text: string) => rules.parse(text) as OthelloPosition;
/** PAPA's evaluation through the lab's resolver: the learned one once weights are loaded. */
const evaluate = (p: OthelloPosition) => (learnedResolver('othello', {}).ai.search.evaluate as (p: OthelloPosition) => number)(p);

/** The position with every square moved by `map` (a symmetry of the board). */
function transformed(p: OthelloPosition, map: (f: number, r: number) => [number, number]): OthelloPosition {
  const bits = [0, 0, 0, 0];
  const src = [p.pLo, p.pHi, p.oLo, p.oHi];
  for (let s = 0; s < 64; s++) {
    const [f, r] = map(s & 7, s >> 3);
    const t = r * 8 + f;
    for (const side of [0, 2]) {
      if ((src[side + (s >> 5)] >>> (s & 31)) & 1) bits[side + (t >> 5)] |= 1 << (t & 31);
    }
  }
  return { pLo: bits[0], pHi: bits[1], oLo: bits[2], oHi: bits[3], turn: p.turn };
}
const SYMMETRIES: ((f: number, r: number) => [number, number])[] = [
  (f, r) => [7 - f, r],
  (f, r) => [f, 7 - r],
  (f, r) => [7 - f, 7 - r],
  (f, r) => [r, f],
  (f, r) => [7 - r, f],
  (f, r) => [r, 7 - f],
  (f, r) => [7 - r, 7 - f],
];

describe('othello learned evaluation', () => {
  it("the trained weights load and the lab's PAPA evaluates with them", () => {
    useOthelloWeights(null);
    const pos = parse('......../......../..XXX.../..OOXO../...OXO../...OX.../......../........ X');
    const before = evaluate(pos);
    expect(loadOthelloWeightsFromDisk()).toBe(true);
    expect(othelloWeights()).toHaveLength(PHASES * PHASE_SIZE);
    const hand = othelloEvaluate(pos);
    expect(evaluate(pos)).toBe(
      patternEvaluate(othelloWeights()!, pos.pLo, pos.pHi, pos.oLo, pos.oHi, hand, lastMobility(), lastPotential()),
    );
    expect(evaluate(pos)).not.toBe(before);
  });

  it('every orientation of a position evaluates the same', () => {
    loadOthelloWeightsFromDisk();
    const rnd = mulberry32(12);
    for (let game = 0; game < 40; game++) {
      let pos = parse(rules.startText);
      const plies = 6 + ((rnd() >>> 0) % 40);
      for (let i = 0; i < plies && !rules.outcome(pos); i++) {
        const moves = rules.moves(pos);
        pos = rules.play(pos, moves[(rnd() >>> 0) % moves.length]);
      }
      if (rules.outcome(pos)) continue;
      const value = evaluate(pos);
      for (const map of SYMMETRIES) expect(evaluate(transformed(pos, map))).toBe(value);
    }
  });

  it('four corners and their edges are a big lead; the start is about even', () => {
    loadOthelloWeightsFromDisk();
    // X to move owns the corners and most of the edges, O the middle.
    const corners = parse('XXXXXXXX/X.OOOO.X/XOOOOOOX/XOOOOOOX/XOOOOOOX/XOOOOOOX/X......X/XXXXXXXX X');
    expect(evaluate(corners)).toBeGreaterThan(10 * WEIGHT_SCALE);
    // the same seen by O, to move
    expect(evaluate({ ...corners, pLo: corners.oLo, pHi: corners.oHi, oLo: corners.pLo, oHi: corners.pHi })).toBeLessThan(
      -10 * WEIGHT_SCALE,
    );
    expect(Math.abs(evaluate(parse(rules.startText)))).toBeLessThan(4 * WEIGHT_SCALE);
  });

  it('adds up the weights of the instances a position fills, and its scalar terms', () => {
    // A hand-made table: only the 4-square diagonals and the constant term weigh anything.
    const table = new Int16Array(PHASES * PHASE_SIZE);
    const diagonal4 = PATTERNS.findIndex((p) => p.name === 'diagonal 4');
    const base = phaseOf(62) * PHASE_SIZE;
    const at = base + PATTERN_OFFSET[diagonal4];
    table[at + 1] = 7; // e1 (read first on the diagonal e1-h4) holds a disc of the side to move
    table[at + 2] = -3; // d1 (first on d1-a4) an opponent's disc
    table[base + SCALAR_OFFSET] = 2 * SCALAR_SCALE; // the constant: 2
    // X at e1, O at d1, X to move (the scalar terms other than the constant are given as 0).
    const pos = parse('...OX.../......../......../......../......../......../......../........ X');
    expect(patternEvaluate(table, pos.pLo, pos.pHi, pos.oLo, pos.oHi, 0, 0, 0)).toBe(7 - 3 + 2);
    // and the hand-set evaluation's term: weight 0.5 (in its own units) for a value of 8 (feature 8 / 4)
    table[base + SCALAR_OFFSET + 3] = SCALAR_SCALE / 2;
    expect(patternEvaluate(table, pos.pLo, pos.pHi, pos.oLo, pos.oHi, 8, 0, 0)).toBe(7 - 3 + 2 + 1);
  });

  it('the file format keeps every weight and refuses damaged files', () => {
    const table = loadOthelloWeightsFromDisk() ? othelloWeights()! : new Int16Array(PHASES * PHASE_SIZE);
    const bytes = encodeWeights(table);
    const back = decodeWeights(bytes);
    let differing = 0;
    for (let i = 0; i < table.length; i++) if (back[i] !== table[i]) differing++;
    expect(differing).toBe(0);
    expect(() => decodeWeights(bytes.subarray(0, bytes.length - 2))).toThrow(/cut short/);
    const wrong = bytes.slice();
    wrong[4] ^= 1;
    expect(() => decodeWeights(wrong)).toThrow(/another pattern layout/);
    expect(() => decodeWeights(new Uint8Array([1, 2, 3]))).toThrow(/not an Othello weights file/);
  });
});
