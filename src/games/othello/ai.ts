// What the pandas know of Othello beyond the rules: PAPA's evaluation (search.ts) and exact
// endgame (endgame.ts); BABY loves corners; MAMA counts a corner as ten discs and fears the
// X-square next to an empty corner (pure disc-greed loses to BABY, who grabs every corner).

import type { GameAi } from '../../ai/game-ai';
import type { GameRules } from '../../engine/types';
import { othelloEndgame } from './endgame';
import type { OthelloPosition } from './rules';
import { othelloSearchGame } from './search';
import { loadOthelloSolver } from './solver-wasm-fetch';

/** a1 h1 a8 h8, and the X-squares b2 g2 b7 g7 in the same order. */
const CORNERS = [0, 7, 56, 63];
const X_SQUARES = [9, 14, 49, 54];
const CORNER_VALUE = 10;
const X_SQUARE_COST = 5;

export function othelloAi(rules: GameRules<OthelloPosition>): GameAi<OthelloPosition> {
  return {
    search: othelloSearchGame(rules),
    babyFavourites: (_pos, legal) => legal.filter((m) => CORNERS.includes(m)),
    mamaBonus(_pos, move, after) {
      let s = CORNERS.includes(move) ? CORNER_VALUE : 0;
      const x = X_SQUARES.indexOf(move);
      if (x >= 0 && rules.pieceAt(after, CORNERS[x]) === null) s -= X_SQUARE_COST;
      return s;
    },
    // every move flips discs the reply can flip back: weighing that says nothing
    mamaWeighsExposure: false,
    // Othello has no draws by rule, only a tied disc count the solver sees exactly
    proveDraws: false,
    endgame: othelloEndgame,
    // the WebAssembly solver (docs/ai.md, "Othello's exact solver")
    load: loadOthelloSolver,
  };
}
