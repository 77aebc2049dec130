// Exact Othello endgame solver in WebAssembly (docs/ai.md, "WebAssembly"): the root driver
// of src/games/othello/solver.ts (the same null-window tests, so the same nodes) over the
// u64 search of deep.ts and last.ts. Positions come in as four int32 halves (no BigInt at
// the boundary); the result is read back through the getters below.

import { finalScore, flips, moves } from './bits';
import { STOPPED, nodes, startBudget } from './budget';
import { orderKey, pvs } from './deep';
import { newTableGeneration } from './table';

const PASS = 64;

let resScore = 0;
let resBest = -1;
let resComplete = false;
let resLower = 0;
let resUpper = 0;

export function score(): i32 { return resScore; }
export function bestMove(): i32 { return resBest; }
export function nodeCount(): f64 { return <f64>nodes; }
export function complete(): bool { return resComplete; }
export function lower(): i32 { return resLower; }
export function upper(): i32 { return resUpper; }

const rootSq = new StaticArray<i32>(64);
const rootF = new StaticArray<u64>(64);
const rootKey = new StaticArray<i32>(64);
let rootN = 0;
let ROOT_BEST = -1;

function rootTest(empties: i32, alpha: i32, beta: i32, P: u64, O: u64): i32 {
  let best = -100;
  for (let i = 0; i < rootN; i++) {
    const f = rootF[i];
    const v = -pvs(O & ~f, P | f, -beta, -alpha, empties - 1, 1, false);
    if (STOPPED) return best;
    if (v > best) {
      best = v;
      if (v > alpha) alpha = v;
      if (v >= beta) {
        ROOT_BEST = rootSq[i];
        break;
      }
    }
  }
  return best;
}

function setResult(s: i32, best: i32, done: bool, lo: i32, hi: i32): void {
  resScore = s;
  resBest = best;
  resComplete = done;
  resLower = lo;
  resUpper = hi;
}

/**
 * Solves the position (discs of the side to move, then the opponent's, as int32 halves);
 * `maxNodes` / `deadline` (a performance.now() time) may stop it early; `outcomeOnly`
 * stops once the sign is known. Returns the score; bestMove() is 64 for a forced pass.
 */
export function solve(pLo: i32, pHi: i32, oLo: i32, oHi: i32, maxNodes: f64, deadline: f64, outcomeOnly: bool): i32 {
  const P = (<u64><u32>pLo) | ((<u64><u32>pHi) << 32);
  const O = (<u64><u32>oLo) | ((<u64><u32>oHi) << 32);
  solveBoards(P, O, maxNodes, deadline, outcomeOnly);
  return resScore;
}

function solveBoards(P: u64, O: u64, maxNodes: f64, deadline: f64, outcomeOnly: bool): void {
  startBudget(maxNodes, deadline);
  newTableGeneration();
  const empties = 64 - <i32>popcnt(P | O);
  let m = moves(P, O);
  if (m == 0 && moves(O, P) == 0) {
    const s = finalScore(P, O);
    nodes = 1;
    setResult(s, -1, true, s, s);
    return;
  }
  if (m == 0) {
    solveBoards(O, P, maxNodes, deadline, outcomeOnly);
    setResult(-resScore, PASS, resComplete, -resUpper, -resLower);
    return;
  }
  rootN = 0;
  for (; m != 0; m &= m - 1) {
    const sq = <i32>ctz(m);
    const f = flips(sq, P, O) | ((<u64>1) << <u64>sq);
    const key = orderKey(sq, P | f, O & ~f);
    // Stable insertion by key.
    let j = rootN++;
    while (j > 0 && rootKey[j - 1] > key) {
      rootKey[j] = rootKey[j - 1];
      rootSq[j] = rootSq[j - 1];
      rootF[j] = rootF[j - 1];
      j--;
    }
    rootKey[j] = key;
    rootSq[j] = sq;
    rootF[j] = f;
  }

  let lo = -64;
  let hi = 64;
  let step = 2;
  let lastDir = 0;
  let best = rootSq[0];
  let first = true;
  while (lo < hi && !(outcomeOnly && (lo > 0 || hi < 0))) {
    let t: i32;
    if (first) t = 0;
    else if (hi == 64 || lo == -64) t = lastDir > 0 ? lo + 2 : hi - step + 2;
    else t = lo + max(2, ((hi - lo) >> 2) << 1);
    first = false;
    if (t <= lo) t = lo + 2;
    if (t > hi) t = hi;
    const r = rootTest(empties, t - 1, t, P, O);
    if (STOPPED) {
      setResult(lo > -64 ? lo : 0, best, false, lo, hi);
      return;
    }
    if (r >= t) {
      lo = r;
      best = ROOT_BEST;
      // The proven move first next time.
      let i = 0;
      while (rootSq[i] != ROOT_BEST) i++;
      const f = rootF[i];
      for (; i > 0; i--) {
        rootSq[i] = rootSq[i - 1];
        rootF[i] = rootF[i - 1];
      }
      rootSq[0] = ROOT_BEST;
      rootF[0] = f;
      lastDir = 1;
    } else {
      hi = r;
      step = lastDir < 0 ? 4 : 2;
      lastDir = -1;
    }
  }
  setResult(lo, best, lo >= hi, lo, hi);
}
