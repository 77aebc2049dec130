// One retrograde solve of a pair of materials (a, b) and (b, a), the bookkeeping Cannon's
// and Pairing's endgame tables share (docs/architecture.md "Endgame tables"). A game's
// solver walks every position forward once, telling what each move leaving the pair
// decides (`exit`) and how many moves stay in it (`settle`); `solve` then settles positions
// by distance, asking the game for the predecessors of each (a quiet move back into it).
// Values as in the tables: +d won in d plies, -(d + 1) lost in d plies, 0 drawn.
import type { MaterialIndex, Tables } from './material-tables';

/** Positions handled between two pauses of a sliced build. */
export const SLICE = 4096;

export class RetrogradeSolve {
  readonly classes: [number, number][];
  /** Every position of the pair, one after another in index order (see globalIndex). */
  readonly mes: Int32Array;
  readonly thems: Int32Array;
  readonly total: number;
  private readonly offsets: number[];
  /** Quiet moves (staying in the pair) not yet known to lose. */
  private readonly remaining: Uint8Array;
  private readonly drawExit: Uint8Array;
  /** Smallest win distance through a move leaving the pair (0: none). */
  private readonly winExit: Int16Array;
  /** Largest loss distance through a move leaving the pair. */
  private readonly lossExit: Int16Array;
  /** The win distance queued (0: none): a position is queued once for its shortest win. */
  private readonly winAt: Int16Array;
  /** Positions to settle by distance: +(i + 1) won, -(i + 1) lost. */
  private readonly buckets: number[][] = [];

  constructor(
    private readonly index: MaterialIndex,
    a: number,
    b: number,
  ) {
    this.classes =
      a === b
        ? [[a, b]]
        : [
            [a, b],
            [b, a],
          ];
    const { mes, thems, offsets } = index.positions(this.classes);
    this.mes = mes;
    this.thems = thems;
    this.offsets = offsets;
    this.total = mes.length;
    this.remaining = new Uint8Array(this.total);
    this.drawExit = new Uint8Array(this.total);
    this.winExit = new Int16Array(this.total);
    this.lossExit = new Int16Array(this.total);
    this.winAt = new Int16Array(this.total);
  }

  /** The position (me to move, x against y pieces) as a number within this solve. */
  globalIndex(me: number, them: number, x: number, y: number): number {
    return (x === this.classes[0][0] ? 0 : this.offsets[1]) + this.index.indexOf(me, them, x, y);
  }

  /** A move from position i that leaves the pair, to a child of table value `v` for its mover. */
  exit(i: number, v: number): void {
    // The child lost in -v - 1 plies: a win in -v; the child won in v: a loss in v + 1.
    if (v < 0) {
      if (this.winExit[i] === 0 || -v < this.winExit[i]) this.winExit[i] = -v;
    } else if (v > 0) this.lossAfter(i, v + 1);
    else this.drawExit[i] = 1;
  }

  /** A move from position i that loses in `plies` (say a capture that hands the opponent the game at once: 1). */
  lossAfter(i: number, plies: number): void {
    this.lossExit[i] = Math.max(this.lossExit[i], plies);
  }

  /** Position i's moves are all told: `moves` legal ones, `quiet` of them staying in the pair. */
  settle(i: number, moves: number, quiet: number): void {
    this.remaining[i] = quiet;
    const win = this.winExit[i];
    if (moves === 0)
      this.push(0, -(i + 1)); // no legal move: lost at once
    else if (win > 0) {
      this.winAt[i] = win;
      this.push(win, i + 1);
    } else if (quiet === 0 && !this.drawExit[i]) this.push(this.lossExit[i], -(i + 1));
  }

  /**
   * The backward pass by distance, pausing every SLICE positions; `predecessors(i, visit)`
   * calls `visit(q)` for every position q with a quiet move into i. Fills `tables`.
   */
  *solve(predecessors: (i: number, visit: (q: number) => void) => void, tables: Tables): Generator<void, void, void> {
    const value = new Int16Array(this.total);
    const solved = new Uint8Array(this.total);
    const { remaining, winExit, drawExit, lossExit, winAt } = this;
    let d = 0;
    let won = false;
    const visit = (q: number): void => {
      if (solved[q]) return;
      if (!won) {
        // only a shorter win than the one already queued (pushes come in distance order)
        if (winAt[q] === 0 || d + 1 < winAt[q]) {
          winAt[q] = d + 1;
          this.push(d + 1, q + 1);
        }
      } else if (--remaining[q] === 0 && winExit[q] === 0 && !drawExit[q]) this.push(Math.max(d + 1, lossExit[q]), -(q + 1));
    };
    let handled = 0;
    for (d = 0; d < this.buckets.length; d++) {
      for (const entry of this.buckets[d]) {
        if (++handled % SLICE === 0) yield;
        const i = Math.abs(entry) - 1;
        if (solved[i]) continue;
        solved[i] = 1;
        won = entry > 0;
        value[i] = won ? d : -(d + 1);
        predecessors(i, visit);
      }
    }
    this.classes.forEach(([x, y], c) => {
      tables[x][y] = value.subarray(this.offsets[c], this.offsets[c] + this.index.tableSize(x, y));
    });
  }

  private push(d: number, entry: number): void {
    while (this.buckets.length <= d) this.buckets.push([]);
    this.buckets[d].push(entry);
  }
}
