// PAPA's search, one for all five games: iterative deepening negamax alpha-beta with
// principal variation search, a transposition table (best move first), killer and history
// move ordering, late move reductions, an extension for forcing positions, and a
// quiescence search over captures and conversions. A game plugs in through a SearchGame
// (its evaluation and a few cheap facts about positions); the rules stay the engine's.
//
// Scores are from the side to move's point of view. A proven win is MATE - plies (so the
// quickest win and the slowest loss are preferred) and lets PAPA announce the result.
// Draw rules (docs/rules.md §0) are part of the tree: the third occurrence of a position
// (counting the game so far and the search path) and the 100th quiet ply are draws, so
// the side that is ahead avoids them and the side behind looks for them. A draw is scored
// with a little contempt (CONTEMPT, see there, or the game's own for the root side);
// proveDraw checks a draw before PAPA announces it.

import type { Outcome } from '../engine/types';
import { NO_PROGRESS_LIMIT, REPETITION_LIMIT } from '../engine/record';
import type { IterationResult, SearchGame, SearchHistory } from './search-game';
import { TranspositionTable, BOUND_EXACT, BOUND_LOWER, BOUND_UPPER } from './tt';
import { CONTEMPT, INF, MATE, MAX_PLY, PROVEN } from './search-consts';

export { CONTEMPT, MATE, PROVEN } from './search-consts';
export type { IterationResult, SearchGame, SearchHistory } from './search-game';

/** Thrown through the recursion when the clock or the node budget runs out. */
class Timeout extends Error {}
const TIMEOUT = new Timeout('search timeout');

const KILLERS = 2;
/** Moves tried at full depth before late move reductions start. */
const LMR_AFTER = 3;
/** Proof mode's value of an unresolved position: beyond any evaluation, short of a proof. */
const UNRESOLVED = PROVEN - 1;
const HISTORY_SIZE = 1 << 16;

export class Search<P> {
  nodes = 0;
  private deadline = Infinity;
  private rootDepth = 1;
  private maxNodes = Infinity;
  private readonly path = new Int32Array(MAX_PLY + 2);
  private readonly killers = new Int32Array(MAX_PLY * KILLERS).fill(-1);
  private readonly historyTable = new Int32Array(HISTORY_SIZE);
  private readonly rootQuiet: number;
  private readonly useRepetition: boolean;
  private readonly useNoProgress: boolean;
  private readonly now: () => number;
  /**
   * Proof mode (proveDraw): 0 off; otherwise a position the search leaves unresolved
   * counts as a win (+1) or a loss (-1) for the root side instead of being evaluated.
   */
  private proof: -1 | 0 | 1 = 0;
  /** Late move reductions on (see negamax); off for experiments. */
  lmr = true;
  /** Root moves in the order the next iteration tries them (best first). */
  rootMoves: number[];
  /** What a draw costs the root side: the game's contempt, or CONTEMPT. */
  readonly contempt: number;

  constructor(
    private readonly game: SearchGame<P>,
    private readonly root: P,
    private readonly history: SearchHistory,
    private tt: TranspositionTable,
    rootMoves: number[],
    now: () => number,
  ) {
    this.rootMoves = rootMoves.slice();
    this.contempt = game.contempt ? game.contempt(root) : CONTEMPT;
    this.rootQuiet = history.quiet;
    this.useRepetition = game.rules.hasDrawRules && history.draws.repetition;
    this.useNoProgress = game.rules.hasDrawRules && history.draws.noProgress;
    this.now = now;
  }

  /**
   * One iteration at `depth`. Stops at `deadline` or `maxNodes` (total) and then returns
   * the best move found so far in this iteration (complete: false), or null when not even
   * the first root move was finished.
   */
  iterate(depth: number, deadline: number, maxNodes: number): IterationResult | null {
    this.rootDepth = depth;
    this.deadline = deadline;
    this.maxNodes = maxNodes;
    const moves = this.rootMoves;
    let alpha = -INF;
    const beta = INF;
    let bestMove = moves[0];
    let bestScore = -INF;
    let searched = 0;
    const scores = new Map<number, number>();
    this.path[0] = this.game.rules.hash(this.root);
    try {
      for (const move of moves) {
        const child = this.game.play(this.root, move);
        const quiet = this.childQuiet(this.root, move, this.rootQuiet, depth);
        let score: number;
        if (searched === 0) {
          score = -this.negamax(child, depth - 1, -beta, -alpha, 1, quiet);
        } else {
          score = -this.negamax(child, depth - 1, -alpha - 1, -alpha, 1, quiet);
          if (score > alpha) score = -this.negamax(child, depth - 1, -beta, -alpha, 1, quiet);
        }
        searched++;
        scores.set(move, score);
        if (score > bestScore) {
          bestScore = score;
          bestMove = move;
          if (score > alpha) alpha = score;
        }
      }
    } catch (e) {
      if (e !== TIMEOUT) throw e;
      if (searched === 0) return null;
      this.reorderRoot(scores);
      return { depth, move: bestMove, score: bestScore, complete: false };
    }
    this.reorderRoot(scores);
    return { depth, move: bestMove, score: bestScore, complete: true };
  }

  /** Best first; moves not searched keep their order after the searched ones. */
  private reorderRoot(scores: Map<number, number>): void {
    const searched = this.rootMoves.filter((m) => scores.has(m));
    const rest = this.rootMoves.filter((m) => !scores.has(m));
    // Stable sort: among equal scores the earlier (seeded) order wins, so ties are reproducible.
    searched.sort((a, b) => (scores.get(b) as number) - (scores.get(a) as number));
    this.rootMoves = searched.concat(rest);
  }

  /** An unresolved position in proof mode, from the side to move's view. */
  private unknown(ply: number): number {
    const v = this.proof * UNRESOLVED;
    return (ply & 1) === 0 ? v : -v;
  }

  /**
   * Whether the game is a proven draw within `depth` plies: the root side can hold the
   * draw even if every unresolved line were lost, and cannot win even if every unresolved
   * line were won. Two searches on a separate table; null when out of time.
   */
  proveDraw(depth: number, deadline: number, maxNodes: number, table: TranspositionTable): boolean | null {
    const savedTable = this.tt;
    const savedOrder = this.rootMoves;
    this.tt = table;
    try {
      for (const side of [-1, 1] as const) {
        table.clear();
        this.proof = side;
        const r = this.iterate(depth, deadline, maxNodes);
        if (!r || !r.complete) return null;
        const draw = -this.contempt; // a draw at the root, from the root side's view
        if (side === -1 ? r.score < draw : r.score > draw) return false;
      }
      return true;
    } finally {
      this.proof = 0;
      this.tt = savedTable;
      this.rootMoves = savedOrder;
    }
  }

  /** Plies without progress after `move`; exact only when the limit is within reach. */
  private childQuiet(pos: P, move: number, quiet: number, depthLeft: number): number {
    if (!this.useNoProgress) return 0;
    // Far from the limit nothing in this subtree can reach it: skip the rules call.
    if (quiet + depthLeft + 16 < NO_PROGRESS_LIMIT) return quiet + 1;
    return this.game.rules.isProgress(pos, move) ? 0 : quiet + 1;
  }

  private tick(): void {
    if ((++this.nodes & 255) === 0) {
      if (this.nodes >= this.maxNodes || this.now() >= this.deadline) throw TIMEOUT;
    } else if (this.nodes >= this.maxNodes) throw TIMEOUT;
  }

  /** Draw by the draw rules (after the game's own checks, docs/rules.md §0), or not. */
  private isRuleDraw(hash: number, ply: number, quiet: number): boolean {
    if (this.useNoProgress && quiet >= NO_PROGRESS_LIMIT) return true;
    if (!this.useRepetition || ply === 0) return false;
    // The exact rule: a draw when this is the position's third occurrence. Earlier ones are
    // in the game's history (the root counted there once) and on the search path (every
    // second ply back, the root excluded). Exact rather than "any repetition", because a
    // side that must wait (dogs closing in) needs to be allowed to revisit a position once.
    let count = this.history.seen.get(hash) ?? 0;
    for (let i = ply - 2; i > 0 && count < REPETITION_LIMIT - 1; i -= 2) if (this.path[i] === hash) count++;
    return count >= REPETITION_LIMIT - 1;
  }

  /** A draw at `ply`, from the side to move's view (the root side moves at even plies). */
  private drawScore(ply: number): number {
    return (ply & 1) === 0 ? -this.contempt : this.contempt;
  }

  private terminalScore(pos: P, outcome: Outcome, ply: number): number {
    if (this.game.terminal) return this.game.terminal(pos, outcome, ply);
    if (outcome.winner === 'draw') return this.drawScore(ply);
    const me = this.game.rules.sides[this.game.rules.toMove(pos)];
    return outcome.winner === me ? MATE - ply : -(MATE - ply);
  }

  private negamax(pos: P, depth: number, alpha: number, beta: number, ply: number, quiet: number): number {
    this.tick();
    const rules = this.game.rules;
    const outcome = rules.outcome(pos);
    if (outcome) return this.terminalScore(pos, outcome, ply);
    const hash = rules.hash(pos);
    if (this.isRuleDraw(hash, ply, quiet)) return this.drawScore(ply);
    const known = this.probe(pos, ply, quiet);
    if (known !== null) return known;
    if (this.proof !== 0 && (depth <= 0 || ply >= MAX_PLY)) return this.unknown(ply);
    if (ply >= MAX_PLY) return this.game.evaluate(pos);
    if (depth <= 0) return this.game.quiescence ? this.quiesce(pos, alpha, beta, ply, 0) : this.game.evaluate(pos);

    // Mate distance pruning: no result here can beat a win already found closer to the root.
    const mateBound = MATE - ply;
    if (alpha < -mateBound) alpha = -mateBound;
    if (beta > mateBound - 1) beta = mateBound - 1;
    if (alpha >= beta) return alpha;

    this.path[ply] = hash;
    const check = this.game.check(pos);
    const tt = this.tt;
    let ttMove = -1;
    const slot = tt.probe(hash, check);
    if (slot >= 0) {
      ttMove = tt.move(slot);
      if (tt.depth(slot) >= depth) {
        const s = tt.score(slot, ply);
        const bound = tt.bound(slot);
        if (bound === BOUND_EXACT || (bound === BOUND_LOWER && s >= beta) || (bound === BOUND_UPPER && s <= alpha)) {
          return s;
        }
      }
    }

    const moves = this.game.moves(pos);
    const n = moves.length;
    // Forcing positions (few replies: the tiger nearly trapped, an Othello side nearly out
    // of moves) are searched a ply deeper, like check extensions in chess, within a cap.
    if (n <= this.game.extendBelow && ply < 2 * this.rootDepth) depth++;
    const children: P[] = new Array(n);
    const order = new Float64Array(n);
    const tension = this.game.tension(pos);
    const k0 = this.killers[ply * KILLERS];
    const k1 = this.killers[ply * KILLERS + 1];
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      const c = this.game.play(pos, m);
      children[i] = c;
      let s: number;
      if (m === ttMove) s = 1e9;
      else if (this.game.tension(c) !== tension) s = 1e8 + (this.game.noisyBonus ? this.game.noisyBonus(pos, m, c) : 0);
      else if (m === k0) s = 9e7;
      else if (m === k1) s = 8e7;
      else s = this.historyTable[m & (HISTORY_SIZE - 1)] + (this.game.orderBonus ? this.game.orderBonus(pos, m, c) : 0);
      order[i] = s;
    }

    const alpha0 = alpha;
    let best = -INF;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      // Selection sort step: the best remaining move to the front (n is small).
      let bi = i;
      for (let j = i + 1; j < n; j++) if (order[j] > order[bi]) bi = j;
      if (bi !== i) {
        const tm = moves[i];
        moves[i] = moves[bi];
        moves[bi] = tm;
        const tc = children[i];
        children[i] = children[bi];
        children[bi] = tc;
        const to = order[i];
        order[i] = order[bi];
        order[bi] = to;
      }
      const m = moves[i];
      const c = children[i];
      const q = this.childQuiet(pos, m, quiet, depth);
      let score: number;
      if (i === 0) {
        score = -this.negamax(c, depth - 1, -beta, -alpha, ply + 1, q);
      } else {
        // Late move reduction: a quiet move far down the ordering is first searched one
        // ply shallower; only if it surprises (beats alpha) does it get the full depth.
        const reduce = this.lmr && depth >= 3 && i >= LMR_AFTER && order[i] < 8e7 ? 1 : 0;
        score = -this.negamax(c, depth - 1 - reduce, -alpha - 1, -alpha, ply + 1, q);
        if (reduce && score > alpha) score = -this.negamax(c, depth - 1, -alpha - 1, -alpha, ply + 1, q);
        if (score > alpha && score < beta) score = -this.negamax(c, depth - 1, -beta, -alpha, ply + 1, q);
      }
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            if (order[i] < 1e8) this.rememberCutoff(m, ply, depth); // quiet moves only
            break;
          }
        }
      }
    }
    const bound = best >= beta ? BOUND_LOWER : best > alpha0 ? BOUND_EXACT : BOUND_UPPER;
    tt.store(hash, check, depth, best, bound, bestMove, ply);
    return best;
  }

  private rememberCutoff(move: number, ply: number, depth: number): void {
    const k = ply * KILLERS;
    if (this.killers[k] !== move) {
      this.killers[k + 1] = this.killers[k];
      this.killers[k] = move;
    }
    const h = move & (HISTORY_SIZE - 1);
    this.historyTable[h] += depth * depth;
    if (this.historyTable[h] > 1 << 24) for (let i = 0; i < HISTORY_SIZE; i++) this.historyTable[i] >>= 1;
  }

  /** The game's endgame table as a search score at `ply`, or null (see SearchGame.probe). */
  private probe(pos: P, ply: number, quiet: number): number | null {
    if (!this.game.probe) return null;
    const v = this.game.probe(pos);
    if (v === null) return null;
    if (v === 0) return this.drawScore(ply);
    if (this.useNoProgress && quiet + Math.abs(v) >= NO_PROGRESS_LIMIT) return null;
    return v > 0 ? MATE - ply - v : -(MATE - ply + v);
  }

  /** Captures and conversions only, standing pat on the evaluation. */
  private quiesce(pos: P, alpha: number, beta: number, ply: number, qply: number): number {
    // Past the first call every position here follows a capture (no quiet plies yet).
    const known = qply > 0 ? this.probe(pos, ply, 0) : null;
    if (known !== null) return known;
    let best = this.game.evaluate(pos);
    if (best >= beta || qply >= 8 || ply >= MAX_PLY) return best;
    if (best > alpha) alpha = best;
    const tension = this.game.tension(pos);
    const quietWins = this.game.quietWins;
    // a game that lists its captures spares this loop playing every quiet move
    const listed = !quietWins && this.game.captures !== undefined;
    const moves = listed && this.game.captures ? this.game.captures(pos) : this.game.moves(pos);
    const rules = this.game.rules;
    for (const m of moves) {
      const c = this.game.play(pos, m);
      const noisy = listed || this.game.tension(c) !== tension;
      if (!noisy && !quietWins) continue;
      this.tick();
      const outcome = rules.outcome(c);
      if (!noisy && !outcome) continue;
      const score = outcome ? -this.terminalScore(c, outcome, ply + 1) : -this.quiesce(c, -beta, -alpha, ply + 1, qply + 1);
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) break;
        }
      }
    }
    return best;
  }
}
