// The sparring engine's search: a textbook alpha-beta, written apart from PAPA's so that a
// match between them measures something. Iterative deepening negamax with a
// transposition table (best move first), history ordering, captures first, and a capture
// quiescence search where the game has captures. Move generation is the engine's
// GameRules; nothing else of PAPA's is used. For benchmarks only: never shipped.
//
// Repetition is handled the simple textbook way: a position seen before (earlier in the
// game or on the search path) scores as a draw.

import type { GameRules, Outcome } from '../../src/engine/types';

/** What the search needs from a game besides its rules. */
export interface SparringGame<P> {
  readonly rules: GameRules<P>;
  /** Static evaluation for the side to move, within ±(WIN - 1000). */
  evaluate(pos: P): number;
  /** Score of a finished game for the side to move (before the ply adjustment). */
  terminal(pos: P, outcome: Outcome): number;
  /** Whether to search captures beyond the horizon. */
  readonly quiescence: boolean;
  /** Whether a move takes or converts enemy pieces (searched first, and in quiescence). */
  isCapture(pos: P, move: number, child: P): boolean;
  /** A static ordering hint for quiet moves (higher first); optional. */
  orderHint?(pos: P, move: number): number;
  /** The deepest iteration worth starting at this root (Othello: the end of the game). */
  depthLimit?(pos: P): number;
}

/** A won game scores WIN - plies (the quicker win preferred). */
export const WIN = 1_000_000;
const INF = WIN + 1;
const MAX_PLY = 100;
const TT_BITS = 20;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

class OutOfTime extends Error {}
const OUT_OF_TIME = new OutOfTime('sparring: out of time');

export interface SparringResult {
  move: number;
  score: number;
  depth: number;
  nodes: number;
}

export class SparringSearch<P> {
  nodes = 0;
  private deadline = Infinity;
  private nodeLimit = Infinity;
  private readonly ttKey = new Int32Array(1 << TT_BITS);
  private readonly ttInfo = new Int32Array(1 << TT_BITS); // move+1 | depth << 16 | bound << 24 | used << 26
  private readonly ttScore = new Int32Array(1 << TT_BITS);
  private readonly history = new Int32Array(1 << 16);
  private readonly path: number[] = [];

  constructor(
    private readonly game: SparringGame<P>,
    /** Hashes of the positions earlier in the game (a return to one is a draw). */
    private readonly seen: ReadonlySet<number>,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * Best move within `timeMs`, or within `nodes` nodes when given (then the clock never stops
   * the search, so the move is the same on any machine): the last finished iteration's choice.
   */
  think(root: P, timeMs: number, nodes?: number): SparringResult {
    const maxDepth = Math.min(MAX_PLY - 1, this.game.depthLimit ? this.game.depthLimit(root) : MAX_PLY);
    const start = this.clock();
    this.deadline = nodes === undefined ? start + timeMs : Infinity;
    this.nodeLimit = nodes ?? Infinity;
    const moves = this.game.rules.moves(root);
    let best: SparringResult = { move: moves[0], score: 0, depth: 0, nodes: 0 };
    if (moves.length === 1) return best;
    for (let depth = 1; depth <= maxDepth; depth++) {
      try {
        const score = this.negamax(root, depth, -INF, INF, 0);
        best = { move: this.ttMove(this.game.rules.hash(root)), score, depth, nodes: this.nodes };
      } catch (e) {
        if (e !== OUT_OF_TIME) throw e;
        break;
      }
      if (Math.abs(best.score) > WIN - 1000) break; // a proven result: deeper adds nothing
      // The next iteration takes several times longer: do not start what cannot finish.
      if (nodes === undefined ? this.clock() - start > 0.45 * timeMs : this.nodes > 0.45 * nodes) break;
    }
    if (best.move < 0 || !moves.includes(best.move)) best.move = moves[0];
    return best;
  }

  private ttMove(hash: number): number {
    const i = hash & ((1 << TT_BITS) - 1);
    return this.ttInfo[i] !== 0 && this.ttKey[i] === hash ? (this.ttInfo[i] & 0xffff) - 1 : -1;
  }

  private store(hash: number, depth: number, score: number, bound: number, move: number): void {
    const i = hash & ((1 << TT_BITS) - 1);
    this.ttKey[i] = hash;
    this.ttScore[i] = score;
    this.ttInfo[i] = ((move + 1) & 0xffff) | (Math.min(depth, 255) << 16) | (bound << 24) | (1 << 26);
  }

  private tick(): void {
    if (++this.nodes >= this.nodeLimit || ((this.nodes & 255) === 0 && this.clock() >= this.deadline)) throw OUT_OF_TIME;
  }

  private negamax(pos: P, depth: number, alpha: number, beta: number, ply: number): number {
    this.tick();
    const rules = this.game.rules;
    const outcome = rules.outcome(pos);
    if (outcome) return this.scoreEnd(pos, outcome, ply);
    const hash = rules.hash(pos);
    if (ply > 0 && (this.seen.has(hash) || this.path.includes(hash))) return 0;
    if (ply >= MAX_PLY - 1) return this.game.evaluate(pos);
    if (depth <= 0) return this.game.quiescence ? this.quiesce(pos, alpha, beta, ply, 0) : this.game.evaluate(pos);

    const i = hash & ((1 << TT_BITS) - 1);
    let ttMove = -1;
    // Scores near a win depend on the ply; the table only serves plain evaluations.
    if (this.ttInfo[i] !== 0 && this.ttKey[i] === hash) {
      ttMove = (this.ttInfo[i] & 0xffff) - 1;
      const s = this.ttScore[i];
      const d = (this.ttInfo[i] >>> 16) & 255;
      const bound = (this.ttInfo[i] >>> 24) & 3;
      if (ply > 0 && d >= depth && Math.abs(s) < WIN - 1000) {
        if (bound === EXACT || (bound === LOWER && s >= beta) || (bound === UPPER && s <= alpha)) return s;
      }
    }

    const moves = rules.moves(pos);
    const n = moves.length;
    const children: P[] = new Array(n);
    const order = new Float64Array(n);
    for (let k = 0; k < n; k++) {
      const m = moves[k];
      const c = rules.play(pos, m);
      children[k] = c;
      if (m === ttMove) order[k] = 1e9;
      else if (this.game.isCapture(pos, m, c)) order[k] = 1e8;
      else order[k] = this.history[m & 0xffff] + (this.game.orderHint ? this.game.orderHint(pos, m) : 0);
    }

    this.path.push(hash);
    const alpha0 = alpha;
    let best = -INF;
    let bestMove = moves[0];
    try {
      for (let k = 0; k < n; k++) {
        let bk = k;
        for (let j = k + 1; j < n; j++) if (order[j] > order[bk]) bk = j;
        if (bk !== k) {
          [moves[k], moves[bk]] = [moves[bk], moves[k]];
          [children[k], children[bk]] = [children[bk], children[k]];
          [order[k], order[bk]] = [order[bk], order[k]];
        }
        const score = -this.negamax(children[k], depth - 1, -beta, -alpha, ply + 1);
        if (score > best) {
          best = score;
          bestMove = moves[k];
          if (score > alpha) alpha = score;
          if (alpha >= beta) {
            if (order[k] < 1e8) this.history[moves[k] & 0xffff] += depth * depth;
            break;
          }
        }
      }
    } finally {
      this.path.pop();
    }
    this.store(hash, depth, best, best >= beta ? LOWER : best > alpha0 ? EXACT : UPPER, bestMove);
    return best;
  }

  private scoreEnd(pos: P, outcome: Outcome, ply: number): number {
    const s = this.game.terminal(pos, outcome);
    return s > 0 ? s - ply : s < 0 ? s + ply : 0;
  }

  /** Captures only, standing pat on the evaluation. */
  private quiesce(pos: P, alpha: number, beta: number, ply: number, qply: number): number {
    let best = this.game.evaluate(pos);
    if (best >= beta || qply >= 6 || ply >= MAX_PLY - 1) return best;
    if (best > alpha) alpha = best;
    const rules = this.game.rules;
    for (const m of rules.moves(pos)) {
      const c = rules.play(pos, m);
      if (!this.game.isCapture(pos, m, c)) continue;
      this.tick();
      const outcome = rules.outcome(c);
      const score = outcome ? -this.scoreEnd(c, outcome, ply + 1) : -this.quiesce(c, -beta, -alpha, ply + 1, qply + 1);
      if (score > best) {
        best = score;
        if (score > alpha) alpha = score;
        if (alpha >= beta) break;
      }
    }
    return best;
  }
}
