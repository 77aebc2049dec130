// How many discs the last move of the game flips, for the solver's last empty square
// (solver-last.ts). With one empty square left every other square holds a disc, so along
// each of the four lines through the square, the discs that are not the mover's are the
// opponent's: the count depends only on where the mover's discs are on that line. Each line
// is read as 8 bits (gathered from the two int32 halves) and looked up in a table, instead
// of walking eight rays (the technique of Edax's count_last_flip, written anew here).

import * as DIAGONALS from './diagonals';

/** FLIPS_ON_LINE[pos * 256 + line]: discs flipped along a full line, mover's discs `line`, placing at `pos`. */
const FLIPS_ON_LINE = new Uint8Array(8 * 256);
for (let pos = 0; pos < 8; pos++) {
  for (let line = 0; line < 256; line++) {
    let n = 0;
    for (const dir of [-1, 1]) {
      let run = 0;
      let i = pos + dir;
      while (i >= 0 && i < 8 && ((line >> i) & 1) === 0) {
        run++;
        i += dir;
      }
      if (i >= 0 && i < 8) n += run; // ended on a disc of the mover: the run flips
    }
    FLIPS_ON_LINE[pos * 256 + line] = n;
  }
}

/** Per square: its diagonal and anti-diagonal, and their fold by file (diagonals.ts), bound here for the hot loop. */
const DIAG_LO = DIAGONALS.DIAG_LO;
const DIAG_HI = DIAGONALS.DIAG_HI;
const ANTI_LO = DIAGONALS.ANTI_LO;
const ANTI_HI = DIAGONALS.ANTI_HI;
const byFile = DIAGONALS.byFile;

/**
 * Discs flipped by the side owning `p` placing on `sq` when `sq` is the only empty square
 * (every square but `sq` not in `p` is the opponent's). Zero: the move is illegal.
 */
export function lastFlipCount(sq: number, pLo: number, pHi: number): number {
  const f = sq & 7;
  const r = sq >> 3;
  const rank = ((r < 4 ? pLo : pHi) >>> ((r & 3) << 3)) & 0xff;
  // File f, ranks 1–4 from Lo and 5–8 from Hi: one multiplication gathers four bits.
  const file = (Math.imul((pLo >>> f) & 0x01010101, 0x10204080) >>> 28) | ((Math.imul((pHi >>> f) & 0x01010101, 0x10204080) >>> 28) << 4);
  const diag = byFile(pLo & DIAG_LO[sq], pHi & DIAG_HI[sq]);
  const anti = byFile(pLo & ANTI_LO[sq], pHi & ANTI_HI[sq]);
  return FLIPS_ON_LINE[(f << 8) | rank] + FLIPS_ON_LINE[(r << 8) | file] + FLIPS_ON_LINE[(f << 8) | diag] + FLIPS_ON_LINE[(f << 8) | anti];
}
