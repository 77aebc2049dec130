// Square tables of the exact solver's last plies (solver-last.ts): neighbours, quadrants
// for parity, the static order of squares, and the four-square parity orders.

/** Neighbour mask of each square: a placement must touch an opponent disc. */
export const NEIGH_LO = new Int32Array(64);
export const NEIGH_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  const f = sq & 7;
  const r = sq >> 3;
  for (let dr = -1; dr <= 1; dr++) {
    for (let df = -1; df <= 1; df++) {
      const nf = f + df;
      const nr = r + dr;
      if ((df === 0 && dr === 0) || nf < 0 || nf > 7 || nr < 0 || nr > 7) continue;
      const i = nr * 8 + nf;
      if (i < 32) NEIGH_LO[sq] |= 1 << i;
      else NEIGH_HI[sq] |= 1 << (i - 32);
    }
  }
}

/** Quadrant of each square (0..3), the regions used for parity ordering. */
export const QUADRANT = new Int8Array(64);
for (let sq = 0; sq < 64; sq++) QUADRANT[sq] = ((sq >> 2) & 1) | ((sq >> 4) & 2);

/** Static value of a square for the shallow search's order: corners, edges, … (a tie-break after parity). */
function squareClass(sq: number): number {
  const f = sq & 7;
  const r = sq >> 3;
  const ef = Math.min(f, 7 - f);
  const er = Math.min(r, 7 - r);
  if (ef === 0 && er === 0) return 0; // corner
  if (ef + er === 1) return 5; // C square
  if (ef === 1 && er === 1) return 6; // X square
  if (ef === 0 || er === 0) return ef === 2 || er === 2 ? 1 : 2; // A / B edge squares
  return 3 + (ef === 1 || er === 1 ? 1 : 0);
}
/**
 * The squares of each class 0..6 as masks of the two halves. Listing a class's empty
 * squares in index order, class after class, gives the static order (value, then index)
 * with a bit scan per empty square instead of a walk over all 64.
 */
export const CLASSES = 7;
export const CLASS_LO = new Int32Array(CLASSES);
export const CLASS_HI = new Int32Array(CLASSES);
for (let sq = 0; sq < 64; sq++) {
  if (sq < 32) CLASS_LO[squareClass(sq)] |= 1 << sq;
  else CLASS_HI[squareClass(sq)] |= 1 << (sq - 32);
}

/**
 * For each 4-bit pattern of "square i is in an odd region" (bit 3 = first square), the
 * order to try the four squares in, odd ones first, as four 2-bit indexes (first in bits 6–7).
 */
export const ORDER4 = new Uint8Array(16);
for (let key = 0; key < 16; key++) {
  const idx = [0, 1, 2, 3];
  const isOdd = (i: number) => (key >> (3 - i)) & 1;
  const sorted = [...idx.filter((i) => isOdd(i)), ...idx.filter((i) => !isOdd(i))];
  ORDER4[key] = (sorted[0] << 6) | (sorted[1] << 4) | (sorted[2] << 2) | sorted[3];
}
