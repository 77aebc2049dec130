// Why a click is not a legal move: the contract each game's kit fulfils (its `refusals`),
// and the line geometry the explainers share. A refusal is a reason code the game declares
// (docs/rules.md names the rule behind each); the board turns it into a sentence. Pure: no
// DOM, no Phaser, only the GameRules contract and the geometry.
import { DIRECTIONS, DIR_COUNT, type Geometry } from './geometry';
import type { GameRules, Side } from './types';

/**
 * A click of the side to move: `from` the selected piece (null: nothing selected) and `to`
 * the point clicked. With nothing selected, a click on `to` is legal when it selects a piece
 * that can move or places a piece there; with a selection, when `from`→`to` is a legal move.
 */
export interface Refusals<P> {
  /** Every code `explain` can give (each has a sentence in locales/<lang>/explain.json). */
  readonly codes: readonly string[];
  /** The reason code when the click is not legal in `pos`, null when it is. */
  explain(rules: GameRules<P>, pos: P, from: number | null, to: number): string | null;
}

/** What a game's explainer is asked once the click is known to be illegal. */
export interface RefusalAsk<P> {
  readonly rules: GameRules<P>;
  readonly pos: P;
  /** The side to move. */
  readonly side: Side;
  readonly from: number | null;
  readonly to: number;
  /** The piece on a point (null: empty). */
  at(point: number): Side | null;
  /** The legal moves leaving `point` (0 for an empty point or a piece that cannot move). */
  movesFrom(point: number): number;
  /** Whether the side to move has a legal placement anywhere. */
  readonly canPlace: boolean;
}

/**
 * A game's refusals from its codes and its `why`, which is asked only about illegal clicks,
 * so that a refusal is given exactly when the move is not legal (the engine decides
 * legality; `why` only names the rule).
 */
export function refusals<P>(codes: readonly string[], why: (ask: RefusalAsk<P>) => string): Refusals<P> {
  return {
    codes,
    explain(rules, pos, from, to) {
      const legal = rules.moves(pos).map((m) => rules.effect(pos, m));
      const leaving = (p: number) => legal.filter((e) => e.from === p).length;
      if (from === null) {
        if (legal.some((e) => e.from < 0 && e.to === to)) return null;
        if (rules.pieceAt(pos, to) === rules.sides[rules.toMove(pos)] && leaving(to) > 0) return null;
      } else if (legal.some((e) => e.from === from && e.to === to)) return null;
      return why({
        rules,
        pos,
        side: rules.sides[rules.toMove(pos)],
        from,
        to,
        at: (p) => rules.pieceAt(pos, p),
        movesFrom: leaving,
        canPlace: legal.some((e) => e.from < 0 && e.to >= 0),
      });
    },
  };
}

/** The direction index (src/engine/geometry.ts) from `a` towards `b` when they share a rank, a file or a diagonal; -1 otherwise. */
export function alignedDir(g: Geometry, a: number, b: number): number {
  const pa = g.points[a];
  const pb = g.points[b];
  const df = pb.file - pa.file;
  const dr = pb.rank - pa.rank;
  if (a === b || (df !== 0 && dr !== 0 && Math.abs(df) !== Math.abs(dr))) return -1;
  return DIRECTIONS.findIndex(([f, r]) => f === Math.sign(df) && r === Math.sign(dr));
}

/** How many king's steps apart two points are (1: side by side or corner to corner). */
export function stepsApart(g: Geometry, a: number, b: number): number {
  const pa = g.points[a];
  const pb = g.points[b];
  return Math.max(Math.abs(pa.file - pb.file), Math.abs(pa.rank - pb.rank));
}

/** True for the four diagonal directions. */
export const isDiagonal = (dir: number): boolean => dir % 2 === 1;

/** The points from `a` to `b` along joined lines in one direction (`b` last, `a` left out), or null when no line leads there. */
export function pathAlong(g: Geometry, a: number, b: number): number[] | null {
  const dir = alignedDir(g, a, b);
  if (dir < 0) return null;
  const path: number[] = [];
  for (let q = g.neighbor[a * DIR_COUNT + dir]; q >= 0; q = g.neighbor[q * DIR_COUNT + dir]) {
    path.push(q);
    if (q === b) return path;
  }
  return null;
}

/** The point after `b` on the line from `a` through `b`, or -1 (the line ends). */
export function beyond(g: Geometry, a: number, b: number): number {
  const dir = alignedDir(g, a, b);
  return dir < 0 ? -1 : g.neighbor[b * DIR_COUNT + dir];
}

/** The points joined to `p`. */
export function neighbours(g: Geometry, p: number): number[] {
  const out: number[] = [];
  for (let d = 0; d < DIR_COUNT; d++) {
    const q = g.neighbor[p * DIR_COUNT + d];
    if (q >= 0) out.push(q);
  }
  return out;
}
