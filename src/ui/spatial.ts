// Plain geometry for keyboard focus: reading order and the nearest box in a direction.

export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Boxes in reading order: rows from the top (centres within half a box), left to right. */
export function readingOrder<T extends Box>(boxes: readonly T[]): T[] {
  const byY = [...boxes].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const rows: T[][] = [];
  let rowCy = -Infinity;
  let rowTol = 0;
  for (const b of byY) {
    const cy = b.y + b.height / 2;
    if (rows.length === 0 || cy - rowCy > rowTol) {
      rows.push([b]);
      rowCy = cy;
      rowTol = b.height / 2;
    } else rows[rows.length - 1].push(b);
  }
  return rows.flatMap((r) => r.sort((a, b) => a.x - b.x));
}

export type Direction = 'up' | 'down' | 'left' | 'right';

/** The box nearest to `from` in a direction (sideways offset weighs double), or null. */
export function nearestInDirection<T extends Box>(boxes: readonly T[], from: Box, dir: Direction): T | null {
  const fx = from.x + from.width / 2;
  const fy = from.y + from.height / 2;
  let best: T | null = null;
  let bestScore = Infinity;
  for (const b of boxes) {
    if (b.id === from.id) continue;
    const dx = b.x + b.width / 2 - fx;
    const dy = b.y + b.height / 2 - fy;
    const ahead = dir === 'up' ? -dy : dir === 'down' ? dy : dir === 'left' ? -dx : dx;
    const side = dir === 'up' || dir === 'down' ? Math.abs(dx) : Math.abs(dy);
    if (ahead <= 1) continue;
    const score = ahead + 2 * side;
    if (score < bestScore) {
      bestScore = score;
      best = b;
    }
  }
  return best;
}
