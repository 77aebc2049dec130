// PAPA's opening guard for Cannon (docs/ai.md, "Cannon's opening guard"): the solved
// game (lab/cannon-solve) knows, for every drawn position of the first plies, which
// moves lose. Many of those losses are 11 or more plies deep, beyond his search at 200 ms,
// and he made them (c2-d2 as the second player, the fourth ply of several openings). The
// guard lists those positions with their losing moves; should PAPA's search choose one, he
// plays its best other move (src/ai/papa.ts).
//
// Stored once for a position and its left-right mirror (the rules are symmetric): the
// position whose key is smaller holds the entry, and a move of the other is mirrored to it.
// Format (opening-guard-data.ts, base64): entries sorted by key, each the key's difference
// from the one before and the mask of losing moves (bit i: the i-th legal move in ascending
// move number), both as base-128 varints.

import type { CannonPosition } from './rules';
import { GUARD_BASE64 } from './opening-guard-data';

const W = 4;
const SIZE = 20;

/** A point (row * 4 + file) seen in the left-right mirror. */
const mirrorPoint = (p: number): number => p - (p % W) + (W - 1 - (p % W));

/** The left-right mirror of a set of points. */
export function mirrorMask(mask: number): number {
  let out = 0;
  for (let p = 0; p < SIZE; p++) if ((mask >>> p) & 1) out |= 1 << mirrorPoint(p);
  return out;
}
/** A step `from * 32 + to` seen in the mirror. */
export const mirrorMove = (move: number): number => mirrorPoint(move >> 5) * 32 + mirrorPoint(move & 31);

/** A position's key: its two sides' points and the side to move, as one exact integer (< 2^41). */
export const guardKey = (x: number, o: number, turn: number): number => (x * 2 ** SIZE + o) * 2 + turn;

/** The position's orientation that holds its entry: the mirror or not, and its key. */
export function canonical(pos: CannonPosition): { mirrored: boolean; key: number } {
  const key = guardKey(pos.x, pos.o, pos.turn);
  const other = guardKey(mirrorMask(pos.x), mirrorMask(pos.o), pos.turn);
  return other < key ? { mirrored: true, key: other } : { mirrored: false, key };
}

function decode(base64: string): Map<number, number> {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const out = new Map<number, number>();
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = bytes[at++];
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
    }
  };
  let key = 0;
  while (at < bytes.length) {
    key += varint();
    out.set(key, varint());
  }
  return out;
}

let guard: Map<number, number> | null = null;

/** Entries in the shipped guard (decoded on first use). */
export function guardEntries(): ReadonlyMap<number, number> {
  return (guard ??= decode(GUARD_BASE64));
}

/** The losing moves the guard knows in this position (empty outside it). */
export function guardedMoves(pos: CannonPosition, legal: readonly number[]): number[] {
  const { mirrored, key } = canonical(pos);
  const mask = guardEntries().get(key);
  if (mask === undefined) return [];
  const inEntry = (m: number): number => (mirrored ? mirrorMove(m) : m);
  const sorted = legal.map(inEntry).sort((a, b) => a - b);
  const losing = new Set<number>();
  sorted.forEach((m, i) => {
    if (mask & (1 << i)) losing.add(m);
  });
  return legal.filter((m) => losing.has(inEntry(m)));
}
