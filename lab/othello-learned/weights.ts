// The learned Othello weights (lab/journal/ai.md, "Othello's learned evaluation"): their file
// format and the table the learned evaluation reads once they are loaded. The file is made by
// lab/train-othello.ts and kept gzipped next to this module (othello-weights.bin); load.ts
// reads it from disk. The game does not ship it: PAPA plays by his hand-set evaluation
// (src/games/othello/search.ts), and these weights never beat him (lab/README.md).
//
// Format, little-endian: "PBOW", the layout's fingerprint (uint32, patterns.ts), then for
// each phase, for each pattern, the weight of every canonical configuration (int8, in
// FILE_STEP/WEIGHT_SCALE = 1/4 disc; the other configurations share them), then the phase's
// scalar terms (int16, in 1/(WEIGHT_SCALE * SCALAR_SCALE) disc per unit). A quarter of a
// disc is finer than the fit's error, and int8 keeps the gzipped file small.

import { CANONICAL, LAYOUT_FINGERPRINT, PATTERN_OFFSET, PATTERNS, PHASE_SIZE, PHASES, SCALAR_OFFSET, SCALARS } from './patterns';

/** Weight units per disc of final margin. */
export const WEIGHT_SCALE = 32;
/** The scalar terms carry this many times finer units (a mobility weight is a fraction of a disc). */
export const SCALAR_SCALE = 16;
/** Table units per unit of a pattern weight in the file. */
const FILE_STEP = 8;
const MAGIC = [0x50, 0x42, 0x4f, 0x57]; // "PBOW"

/** The full table, PHASES × PHASE_SIZE: every configuration, not only the canonical ones. */
export type WeightTable = Int16Array;

let loaded: WeightTable | null = null;

/** The weights the learned evaluation reads (learned-search.ts), or null. */
export function othelloWeights(): WeightTable | null {
  return loaded;
}

export function useOthelloWeights(table: WeightTable | null): void {
  loaded = table;
}

/** The file's bytes (before gzip) for a full table (pattern weights rounded to the file's step). */
export function encodeWeights(table: WeightTable): Uint8Array {
  const out: number[] = [...MAGIC, ...[0, 8, 16, 24].map((b) => (LAYOUT_FINGERPRINT >>> b) & 255)];
  for (let phase = 0; phase < PHASES; phase++) {
    const base = phase * PHASE_SIZE;
    PATTERNS.forEach((_, p) => {
      const canon = CANONICAL[p];
      for (let i = 0; i < canon.length; i++) {
        if (canon[i] === i) out.push(Math.max(-127, Math.min(127, Math.round(table[base + PATTERN_OFFSET[p] + i] / FILE_STEP))) & 255);
      }
    });
    for (let k = 0; k < SCALARS.length; k++) {
      const v = table[base + SCALAR_OFFSET + k];
      out.push(v & 255, (v >> 8) & 255);
    }
  }
  return Uint8Array.from(out);
}

/** A full table from the file's bytes (gunzipped); throws on a file of another layout or size. */
export function decodeWeights(bytes: Uint8Array): WeightTable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 8 || MAGIC.some((b, i) => bytes[i] !== b)) throw new Error('not an Othello weights file');
  if (view.getUint32(4, true) !== LAYOUT_FINGERPRINT) throw new Error('Othello weights made for another pattern layout');
  const table = new Int16Array(PHASES * PHASE_SIZE);
  let at = 8;
  const next = (size: 1 | 2): number => {
    if (at + size > bytes.length) throw new Error('Othello weights file cut short');
    const v = size === 1 ? view.getInt8(at) * FILE_STEP : view.getInt16(at, true);
    at += size;
    return v;
  };
  for (let phase = 0; phase < PHASES; phase++) {
    const base = phase * PHASE_SIZE;
    PATTERNS.forEach((_, p) => {
      const canon = CANONICAL[p];
      const t = base + PATTERN_OFFSET[p];
      // canonical indexes are the smallest of their class, so each is read before its images
      for (let i = 0; i < canon.length; i++) table[t + i] = canon[i] === i ? next(1) : table[t + canon[i]];
    });
    for (let k = 0; k < SCALARS.length; k++) table[base + SCALAR_OFFSET + k] = next(2);
  }
  if (at !== bytes.length) throw new Error('Othello weights file too long');
  return table;
}

/** Whether the bytes are gzip (the server may already have unpacked them). */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length > 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
