// Ray tables for the line boards (Alquerque Ten, Pingluo tiger), built from the shared
// geometry so the board is defined in one place only. A ray is the rest of a line seen
// from a point in one direction: the neighbour, its neighbour in the same direction, …
// Flat typed arrays with a fixed stride keep the hot loops free of allocation.

import { DIR_COUNT, type Geometry } from './geometry';

/** Ray entries per (point, direction). The longest line (tiger c1…c7) has 7 points. */
export const RAY_STRIDE = 8;

export interface Rays {
  /** Number of points on the board. */
  readonly size: number;
  /** points[(p * 8 + d) * RAY_STRIDE + i]: the (i+1)-th point from p in direction d. */
  readonly points: Int8Array;
  /** length[p * 8 + d]: how many points the ray has (0: no line leaves p in direction d). */
  readonly length: Int8Array;
  /** adjacent[p]: bit mask of the points joined to p. */
  readonly adjacent: Int32Array;
  /**
   * along[from * 32 + to]: where `to` lies on a ray from `from`, as d * 8 + i
   * (direction d, i-th point, 0 = neighbour), or -1 when no line joins them.
   */
  readonly along: Int16Array;
}

export function buildRays(geometry: Geometry): Rays {
  const size = geometry.points.length;
  if (size > 31) throw new Error('rays: boards are limited to 31 points (32-bit masks)');
  const nb = geometry.neighbor;
  const points = new Int8Array(size * DIR_COUNT * RAY_STRIDE).fill(-1);
  const length = new Int8Array(size * DIR_COUNT);
  const adjacent = new Int32Array(size);
  const along = new Int16Array(32 * 32).fill(-1);
  for (let p = 0; p < size; p++) {
    for (let d = 0; d < DIR_COUNT; d++) {
      let q = nb[p * DIR_COUNT + d];
      if (q >= 0) adjacent[p] |= 1 << q;
      let i = 0;
      while (q >= 0) {
        if (i >= RAY_STRIDE) throw new Error('rays: a line is longer than RAY_STRIDE');
        points[(p * DIR_COUNT + d) * RAY_STRIDE + i] = q;
        along[p * 32 + q] = d * 8 + i;
        i++;
        q = nb[q * DIR_COUNT + d];
      }
      length[p * DIR_COUNT + d] = i;
    }
  }
  return { size, points, length, adjacent, along };
}

/** Index of the lowest set bit of a non-zero 32-bit mask. */
export const lowBit = (m: number): number => 31 - Math.clz32(m & -m);
