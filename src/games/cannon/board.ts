// Cannon Chess 5×4's board (docs/rules.md §4): 4 files × 5 ranks as 20-bit masks (bit i =
// point i in notation order, a1 = bit 0 at the top left; X starts at the bottom). See
// src/engine/grid-masks.ts for the shift conventions.

import { gridMasks } from '../../engine/grid-masks';

export const GRID = gridMasks(4, 5);

/** Whether a mask holds exactly one piece (a side's lone last piece). */
export const single = (m: number): boolean => m !== 0 && (m & (m - 1)) === 0;
