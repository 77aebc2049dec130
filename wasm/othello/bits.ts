// Bitboards for the WebAssembly solver (docs/ai.md, "WebAssembly"): one u64 per side,
// a1 = bit 0 … h8 = bit 63, as src/games/othello/bitboard.ts but without the two int32
// halves. Move generation (Kogge-Stone), flips by whole lines (the tables of
// src/games/othello/line-flips.ts) and the last move's flip count (last-flip.ts).

export const FILE_A: u64 = 0x0101010101010101;
const INNER: u64 = 0x7e7e7e7e7e7e7e7e;
/** Gathers file a (one bit per byte) into the top byte, rank 1 = bit 56. */
const FILE_GATHER: u64 = 0x0102040810204080;

/** Per square: its diagonal (a1–h8 direction) and anti-diagonal, the square included. */
export const DIAG = new StaticArray<u64>(64);
export const ANTI = new StaticArray<u64>(64);
/** An 8-bit line back onto file a (bit i to bit 8i). */
export const FILE_SPREAD = new StaticArray<u64>(256);
/** OUTFLANK[x * 64 + inner], FLIPPED[x * 256 + outflank]: see line-flips.ts. */
const OUTFLANK = new StaticArray<u8>(8 * 64);
const FLIPPED = new StaticArray<u8>(8 * 256);
/** FLIPS_ON_LINE[pos * 256 + line]: discs flipped along a full line (last-flip.ts). */
const FLIPS_ON_LINE = new StaticArray<u8>(8 * 256);

for (let sq = 0; sq < 64; sq++) {
  for (let t = 0; t < 64; t++) {
    const df = (t & 7) - (sq & 7);
    const dr = (t >> 3) - (sq >> 3);
    if (df == dr) DIAG[sq] |= (<u64>1) << <u64>t;
    if (df == -dr) ANTI[sq] |= (<u64>1) << <u64>t;
  }
}
for (let b = 0; b < 256; b++) {
  let m: u64 = 0;
  for (let i = 0; i < 8; i++) if ((b >> i) & 1) m |= (<u64>1) << <u64>(8 * i);
  FILE_SPREAD[b] = m;
}
for (let x = 0; x < 8; x++) {
  for (let inner = 0; inner < 64; inner++) {
    const opp = inner << 1;
    let squares = 0;
    for (let dir = -1; dir <= 1; dir += 2) {
      let y = x + dir;
      while (y >= 0 && y < 8 && ((opp >> y) & 1) != 0) y += dir;
      if (y >= 0 && y < 8 && y != x + dir) squares |= 1 << y;
    }
    OUTFLANK[x * 64 + inner] = <u8>squares;
  }
  for (let outflank = 0; outflank < 256; outflank++) {
    let between = 0;
    for (let y = 0; y < 8; y++) {
      if (((outflank >> y) & 1) == 0) continue;
      const a = min(x, y);
      const b = max(x, y);
      for (let z = a + 1; z < b; z++) between |= 1 << z;
    }
    FLIPPED[x * 256 + outflank] = <u8>between;
  }
  for (let line = 0; line < 256; line++) {
    let n = 0;
    for (let dir = -1; dir <= 1; dir += 2) {
      let run = 0;
      let i = x + dir;
      while (i >= 0 && i < 8 && ((line >> i) & 1) == 0) {
        run++;
        i += dir;
      }
      if (i >= 0 && i < 8) n += run;
    }
    FLIPS_ON_LINE[x * 256 + line] = <u8>n;
  }
}

@inline function someMoves(P: u64, mask: u64, dir: u64): u64 {
  let fl = mask & (P << dir);
  let fr = mask & (P >> dir);
  fl |= mask & (fl << dir);
  fr |= mask & (fr >> dir);
  const ml = mask & (mask << dir);
  const mr = ml >> dir;
  const d2 = dir + dir;
  fl |= ml & (fl << d2);
  fr |= mr & (fr >> d2);
  fl |= ml & (fl << d2);
  fr |= mr & (fr >> d2);
  return (fl << dir) | (fr >> dir);
}

/** Legal placements of the side owning P against O. */
export function moves(P: u64, O: u64): u64 {
  const d = O & INNER;
  return (someMoves(P, d, 1) | someMoves(P, O, 8) | someMoves(P, d, 7) | someMoves(P, d, 9)) & ~(P | O);
}

/** File f's bits of x gathered into 8 bits, rank 1 = bit 0. */
@inline export function fileBits(x: u64, f: i32): i32 {
  return <i32>((((x >> <u64>f) & FILE_A) * FILE_GATHER) >> 56);
}
/** A diagonal's squares (one per file) as 8 bits indexed by file. */
@inline export function byFile(x: u64): i32 {
  return <i32>((x * FILE_A) >> 56);
}

@inline function lineFlip(x: i32, p8: i32, o8: i32): u64 {
  return <u64>unchecked(FLIPPED[(x << 8) | (unchecked(OUTFLANK[(x << 6) | ((o8 >> 1) & 63)]) & p8)]);
}

/**
 * Discs flipped by P placing on empty square sq (0: illegal). Inlined into its callers,
 * as lastFlipCount: 6 % fewer instructions (docs/ai.md, "WebAssembly").
 */
@inline export function flips(sq: i32, P: u64, O: u64): u64 {
  const f = sq & 7;
  const r = sq >> 3;
  const sh = <u64>(r << 3);
  let res = lineFlip(f, <i32>(P >> sh) & 0xff, <i32>(O >> sh) & 0xff) << sh;
  res |= unchecked(FILE_SPREAD[<i32>lineFlip(r, fileBits(P, f), fileBits(O, f))]) << <u64>f;
  let d = unchecked(DIAG[sq]);
  res |= (lineFlip(f, byFile(P & d), byFile(O & d)) * FILE_A) & d;
  d = unchecked(ANTI[sq]);
  res |= (lineFlip(f, byFile(P & d), byFile(O & d)) * FILE_A) & d;
  return res;
}

/** Discs flipped by P placing on sq when sq is the only empty square (0: illegal). */
@inline export function lastFlipCount(sq: i32, P: u64): i32 {
  const f = sq & 7;
  const r = sq >> 3;
  const rank = <i32>(P >> <u64>(r << 3)) & 0xff;
  return <i32>unchecked(FLIPS_ON_LINE[(f << 8) | rank]) +
    <i32>unchecked(FLIPS_ON_LINE[(r << 8) | fileBits(P, f)]) +
    <i32>unchecked(FLIPS_ON_LINE[(f << 8) | byFile(P & unchecked(DIAG[sq]))]) +
    <i32>unchecked(FLIPS_ON_LINE[(f << 8) | byFile(P & unchecked(ANTI[sq]))]);
}

@inline export function count(x: u64): i32 {
  return <i32>popcnt(x);
}

/** Final score for the side to move: disc difference, empties to the winner, a draw 0. */
export function finalScore(P: u64, O: u64): i32 {
  const p = count(P);
  const o = count(O);
  const e = 64 - p - o;
  if (p > o) return p - o + e;
  if (p < o) return p - o - e;
  return 0;
}
