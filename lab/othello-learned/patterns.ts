// The pattern features of PAPA's learned Othello evaluation (lab/journal/ai.md, "Othello's learned
// evaluation"): each pattern is a fixed set of squares, read in a fixed order as a number
// in base 3 (0 empty, 1 a disc of the side to move, 2 an opponent's disc), and each of its
// images under the board's 8 symmetries (rotations and mirrors) is one instance that reads
// the same weight table. The trainer (lab/train-othello.ts) and the evaluation
// (evaluation.ts) share these definitions, so the weights file fits only them: its header
// carries a fingerprint of this layout.

/** Square index as elsewhere in the engine: a1 = 0, b1 = 1 … h8 = 63 (rank 1 on top). */
const sq = (file: number, rank: number): number => rank * 8 + file;
const line = (from: [number, number], step: [number, number], n: number): number[] =>
  Array.from({ length: n }, (_, k) => sq(from[0] + k * step[0], from[1] + k * step[1]));

/** The patterns, each in one orientation (the 8 symmetries make the rest). */
export const PATTERNS: readonly { name: string; squares: readonly number[] }[] = [
  // an edge with the two X-squares next to its corners
  { name: 'edge+2X', squares: [sq(1, 1), ...line([0, 0], [1, 0], 8), sq(6, 1)] },
  { name: 'corner 3x3', squares: [0, 1, 2, 8, 9, 10, 16, 17, 18] },
  { name: 'corner 2x5', squares: [...line([0, 0], [1, 0], 5), ...line([0, 1], [1, 0], 5)] },
  { name: 'row 2', squares: line([0, 1], [1, 0], 8) },
  { name: 'row 3', squares: line([0, 2], [1, 0], 8) },
  { name: 'row 4', squares: line([0, 3], [1, 0], 8) },
  { name: 'diagonal 8', squares: line([0, 0], [1, 1], 8) },
  { name: 'diagonal 7', squares: line([1, 0], [1, 1], 7) },
  { name: 'diagonal 6', squares: line([2, 0], [1, 1], 6) },
  { name: 'diagonal 5', squares: line([3, 0], [1, 1], 5) },
  { name: 'diagonal 4', squares: line([4, 0], [1, 1], 4) },
];

/** The board's 8 symmetries on a square index. */
const SYMMETRIES: readonly ((s: number) => number)[] = [
  (s) => s,
  (s) => sq(7 - (s & 7), s >> 3),
  (s) => sq(s & 7, 7 - (s >> 3)),
  (s) => sq(7 - (s & 7), 7 - (s >> 3)),
  (s) => sq(s >> 3, s & 7),
  (s) => sq(7 - (s >> 3), s & 7),
  (s) => sq(s >> 3, 7 - (s & 7)),
  (s) => sq(7 - (s >> 3), 7 - (s & 7)),
];

/** Number of game phases with weights of their own, by empty squares (PHASE_OF). */
export const PHASES = 12;
/** The phase of a position with `empties` empty squares: every 5 empties. */
export function phaseOf(empties: number): number {
  return Math.min(PHASES - 1, Math.floor(empties / 5));
}

/** Terms besides the patterns, per phase (evaluation.ts, scalarFeatures). */
export const SCALARS = ['bias', 'mobility', 'potential mobility', 'hand-set evaluation'] as const;

const POW3 = [1, 3, 9, 27, 81, 243, 729, 2187, 6561, 19683, 59049];

/** Table size of each pattern (3^squares) and its offset in one phase's table. */
export const PATTERN_SIZE = PATTERNS.map((p) => POW3[p.squares.length]);
export const PATTERN_OFFSET: number[] = [];
let offset = 0;
for (const size of PATTERN_SIZE) {
  PATTERN_OFFSET.push(offset);
  offset += size;
}
/** Weights of one phase: every pattern's table, then the scalar terms. */
export const PHASE_SIZE = offset + SCALARS.length;
export const SCALAR_OFFSET = offset;

/** The instances: which pattern each reads and its squares in reading order. */
export const INSTANCES: { pattern: number; squares: number[] }[] = [];
/**
 * For each pattern, its self-symmetries as position permutations (a row read backwards is
 * the same row): configurations they map onto each other share one weight (CANONICAL).
 */
const SELF_MAPS: number[][][] = [];
PATTERNS.forEach((p, pattern) => {
  const seen = new Set<string>();
  const maps: number[][] = [];
  for (const g of SYMMETRIES) {
    const image = p.squares.map(g);
    const key = image
      .slice()
      .sort((a, b) => a - b)
      .join(',');
    // the same squares in another order: a self-symmetry
    if (
      key ===
      p.squares
        .slice()
        .sort((a, b) => a - b)
        .join(',')
    )
      maps.push(image.map((s) => p.squares.indexOf(s)));
    if (seen.has(key)) continue;
    seen.add(key);
    INSTANCES.push({ pattern, squares: image });
  }
  SELF_MAPS.push(maps);
});

/** Per instance: the offset of its pattern's table within a phase. */
export const INSTANCE_TABLE = Int32Array.from(INSTANCES, (i) => PATTERN_OFFSET[i.pattern]);

// Per square, the instances it belongs to and its power of 3 in each (for the evaluation,
// which walks the occupied squares): SQUARE_START[s] .. SQUARE_START[s + 1] in the lists.
export const SQUARE_START = new Int32Array(65);
const incidences: [number, number, number][] = [];
INSTANCES.forEach((inst, i) => inst.squares.forEach((s, k) => incidences.push([s, i, POW3[k]])));
incidences.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
export const SQUARE_INSTANCE = Int32Array.from(incidences, (x) => x[1]);
export const SQUARE_POWER = Int32Array.from(incidences, (x) => x[2]);
for (let s = 0, k = 0; s <= 64; s++) {
  while (k < incidences.length && incidences[k][0] < s) k++;
  SQUARE_START[s] = k;
}

/** CANONICAL[p][index]: the smallest index among the configuration's self-symmetric images. */
export const CANONICAL: Int32Array[] = PATTERNS.map((p, pattern) => {
  const n = p.squares.length;
  const table = new Int32Array(POW3[n]);
  const digits = new Int32Array(n);
  for (let index = 0; index < table.length; index++) {
    for (let k = 0, x = index; k < n; k++, x = Math.floor(x / 3)) digits[k] = x % 3;
    let best = index;
    for (const map of SELF_MAPS[pattern]) {
      let image = 0;
      for (let k = 0; k < n; k++) image += digits[k] * POW3[map[k]];
      if (image < best) best = image;
    }
    table[index] = best;
  }
  return table;
});

/**
 * A fingerprint of the layout (patterns, phases, scalars): a weights file made for another
 * layout is refused rather than read wrongly.
 */
export const LAYOUT_FINGERPRINT = (() => {
  let h = 2166136261;
  const text = JSON.stringify([PATTERNS, PHASES, SCALARS]);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
})();

/**
 * Fills `out` (one slot per instance) with each instance's base-3 index for the side owning
 * `p` against `o`, walking the occupied squares.
 */
export function patternIndices(pLo: number, pHi: number, oLo: number, oHi: number, out: Int32Array): void {
  out.fill(0);
  addSquares(pLo, 0, 1, out);
  addSquares(pHi, 32, 1, out);
  addSquares(oLo, 0, 2, out);
  addSquares(oHi, 32, 2, out);
}

function addSquares(bits: number, base: number, digit: number, out: Int32Array): void {
  while (bits !== 0) {
    const s = base + 31 - Math.clz32(bits & -bits);
    bits &= bits - 1;
    for (let k = SQUARE_START[s], end = SQUARE_START[s + 1]; k < end; k++) out[SQUARE_INSTANCE[k]] += digit * SQUARE_POWER[k];
  }
}
