// Seeded randomness for the pandas. Every random choice derives from the request's seed
// and the position, so the same request replays the same move (reproducible games,
// reproducible tests) while different moves of one game still look independent.

import { mulberry32 } from '../engine/hash';

export type Rng = () => number;

/** A generator for one decision: seed × position hash × ply. */
export function decisionRng(seed: number, positionHash: number, ply: number): Rng {
  const mixed = Math.imul(seed | 0, 0x9e3779b1) ^ positionHash ^ Math.imul(ply + 1, 0x85ebca6b);
  const next = mulberry32(mixed);
  next(); // the first output of mulberry32 correlates with its seed
  return next;
}

/** Uniform integer in [0, n). */
export function randInt(rng: Rng, n: number): number {
  return Math.floor((rng() / 4294967296) * n);
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[randInt(rng, items.length)];
}
