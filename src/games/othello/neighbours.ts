// Squares next to a set of squares, on the two 32-bit halves of the board (bit = rank * 8 +
// file; a1 = bit 0): frontier discs and potential mobility for both evaluations.

const NOT_FILE_A = 0xfefefefe | 0;
const NOT_FILE_H = 0x7f7f7f7f;

/** High half of the last neighbours() result (the allocation-free second return value). */
let NEAR_HI = 0;
export const neighboursHi = (): number => NEAR_HI;

/** Squares next to any square of the set (8 directions); low half, high half in NEAR_HI. */
export function neighbours(lo: number, hi: number): number {
  // Sideways shifts never cross between the halves: the file masks drop what would.
  const sideLo = ((lo & NOT_FILE_H) << 1) | ((lo & NOT_FILE_A) >>> 1);
  const sideHi = ((hi & NOT_FILE_H) << 1) | ((hi & NOT_FILE_A) >>> 1);
  const rowLo = lo | sideLo;
  const rowHi = hi | sideHi;
  NEAR_HI = sideHi | (rowHi << 8) | (rowLo >>> 24) | (rowHi >>> 8);
  return sideLo | (rowLo << 8) | (rowLo >>> 8) | (rowHi << 24);
}
