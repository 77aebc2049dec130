// Per square: its diagonal (a1–h8 direction) and anti-diagonal, as masks of the board's
// two 32-bit halves. The last-flip counts and the line-by-line flips read them in their hot
// loops, each through a module-level copy of the binding (under tsx an imported
// binding is a getter on every read).
export const DIAG_LO = new Int32Array(64);
export const DIAG_HI = new Int32Array(64);
export const ANTI_LO = new Int32Array(64);
export const ANTI_HI = new Int32Array(64);
for (let sq = 0; sq < 64; sq++) {
  for (let t = 0; t < 64; t++) {
    const df = (t & 7) - (sq & 7);
    const dr = (t >> 3) - (sq >> 3);
    if (df === dr) t < 32 ? (DIAG_LO[sq] |= 1 << t) : (DIAG_HI[sq] |= 1 << (t - 32));
    if (df === -dr) t < 32 ? (ANTI_LO[sq] |= 1 << t) : (ANTI_HI[sq] |= 1 << (t - 32));
  }
}

/**
 * A diagonal's squares as 8 bits indexed by file, from the board's two halves masked to it.
 * Its squares lie on distinct files, so one multiplication ORs the four bytes of `lo | hi`
 * into the top one without carries (docs/ai.md, "Othello's exact solver").
 */
export const byFile = (lo: number, hi: number): number => Math.imul(lo | hi, 0x01010101) >>> 24;
