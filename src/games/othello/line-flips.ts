// Flips by whole lines for the exact solver (solver*.ts): the four lines through the
// square (rank, file, two diagonals) are each gathered into 8 bits, two small tables give
// the flipped discs of that line, and they go back onto the board. The technique of Edax's
// "kindergarten" flips, written anew for two int32 halves (bitboard.ts explains the layout).
// Same result as bitboard.flipsLo; measured faster on endgame positions (docs/ai.md,
// "Othello's exact solver").

import * as DIAGONALS from './diagonals';

/**
 * OUTFLANK[x * 64 + inner]: on a line of 8 with the move at x and the opponent's discs on
 * squares 1–6 given by `inner` (bit i-1 = square i), the squares that would outflank a
 * run of at least one opponent disc in either direction (the first square past the run).
 * A mover's disc there makes the run flip.
 */
const OUTFLANK = new Uint8Array(8 * 64);
/** FLIPPED[x * 256 + outflank]: the squares strictly between x and each outflanking square. */
const FLIPPED = new Uint8Array(8 * 256);
for (let x = 0; x < 8; x++) {
  for (let inner = 0; inner < 64; inner++) {
    const opp = inner << 1;
    let squares = 0;
    for (const dir of [-1, 1]) {
      let y = x + dir;
      while (y >= 0 && y < 8 && ((opp >> y) & 1) !== 0) y += dir;
      if (y >= 0 && y < 8 && y !== x + dir) squares |= 1 << y;
    }
    OUTFLANK[x * 64 + inner] = squares;
  }
  for (let outflank = 0; outflank < 256; outflank++) {
    let between = 0;
    for (let y = 0; y < 8; y++) {
      if (((outflank >> y) & 1) === 0) continue;
      for (let z = Math.min(x, y) + 1; z < Math.max(x, y); z++) between |= 1 << z;
    }
    FLIPPED[x * 256 + outflank] = between;
  }
}

/** Per square: its diagonal and anti-diagonal, and their fold by file (diagonals.ts), bound here for the hot loop. */
const DIAG_LO = DIAGONALS.DIAG_LO;
const DIAG_HI = DIAGONALS.DIAG_HI;
const ANTI_LO = DIAGONALS.ANTI_LO;
const ANTI_HI = DIAGONALS.ANTI_HI;
const byFile = DIAGONALS.byFile;

/**
 * The flipped discs of a diagonal through file `f` (masks dLo/dHi: one square per file):
 * the masked discs folded by file give the line, and the flipped line is repeated in every
 * byte, for the caller to mask back onto the diagonal.
 */
function diagonalLine(f: number, dLo: number, dHi: number, pLo: number, pHi: number, oLo: number, oHi: number): number {
  const p8 = byFile(pLo & dLo, pHi & dHi);
  const inner = (byFile(oLo & dLo, oHi & dHi) >>> 1) & 63;
  return Math.imul(FLIPPED[(f << 8) | (OUTFLANK[(f << 6) | inner] & p8)], 0x01010101);
}

/** High half of the last lineFlipsLo result (the allocation-free second return value). */
let HI = 0;
/** High half (bits 32–63) of the result of the last lineFlipsLo call. */
export const lineFlipsHi = (): number => HI;

/**
 * Discs flipped by the side owning `p` placing on empty square `sq`: returns the low half,
 * the high half in lineFlipsHi(). Zero (both halves) means the placement is illegal.
 */
export function lineFlipsLo(sq: number, pLo: number, pHi: number, oLo: number, oHi: number): number {
  const f = sq & 7;
  const r = sq >> 3;
  let fLo = 0;
  let fHi = 0;
  // Rank: a byte of one half.
  const shift = (r & 3) << 3;
  if (sq < 32) {
    fLo = FLIPPED[(f << 8) | (OUTFLANK[(f << 6) | ((oLo >>> (shift + 1)) & 63)] & (pLo >>> shift))] << shift;
  } else {
    fHi = FLIPPED[(f << 8) | (OUTFLANK[(f << 6) | ((oHi >>> (shift + 1)) & 63)] & (pHi >>> shift))] << shift;
  }
  // File: one multiplication gathers the four bits of a half (rank i to bit i), the same
  // one spreads them back.
  {
    const p8 = (Math.imul((pLo >>> f) & 0x01010101, 0x10204080) >>> 28) | ((Math.imul((pHi >>> f) & 0x01010101, 0x10204080) >>> 28) << 4);
    const inner =
      (Math.imul((oLo >>> f) & 0x01010100, 0x10204080) >>> 29) | ((Math.imul((oHi >>> f) & 0x00010101, 0x10204080) >>> 28) << 3);
    const line = FLIPPED[(r << 8) | (OUTFLANK[(r << 6) | inner] & p8)];
    fLo |= (Math.imul(line & 15, 0x00204081) & 0x01010101) << f;
    fHi |= (Math.imul(line >>> 4, 0x00204081) & 0x01010101) << f;
  }
  // Diagonals: one square per file (diagonalLine)
  let line = diagonalLine(f, DIAG_LO[sq], DIAG_HI[sq], pLo, pHi, oLo, oHi);
  fLo |= line & DIAG_LO[sq];
  fHi |= line & DIAG_HI[sq];
  line = diagonalLine(f, ANTI_LO[sq], ANTI_HI[sq], pLo, pHi, oLo, oHi);
  fLo |= line & ANTI_LO[sq];
  fHi |= line & ANTI_HI[sq];
  HI = fHi;
  return fLo;
}
