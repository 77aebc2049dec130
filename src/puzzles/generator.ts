// The daily puzzle generator: from the date and the game, a seeded self-play reaches
// candidate positions, and the game's maker proves a forced win in each until one passes
// (docs/architecture.md, "Puzzle of the day"). Only node budgets bound the work, never the
// clock, so the same date gives the same puzzle on every machine.
import type { GameAi } from '../ai/game-ai';
import { mulberry32 } from '../engine/hash';
import type { AnyRules } from '../engine/types';
import { randInt, type Rng } from '../ai/rng';
import { puzzleSeed } from './date';
import type { PuzzleMaker, Strictness } from './maker';
import { Budget, BudgetSpent, type Puzzle } from './types';

/**
 * The searches a generation tries in turn, strictest first: the date's length with a
 * unique first move and no quicker win, then the other lengths so, then a quicker win or
 * more than one first move allowed. The first gets half the node budget, the rest share the other half.
 */
function levels(chosen: number, lengths: readonly number[]): { n: number; strict: Strictness; share: number }[] {
  const others = lengths.filter((n) => n !== chosen).sort((a, b) => b - a);
  const list: { n: number; strict: Strictness }[] = [
    { n: chosen, strict: { uniqueFirst: true, exact: true } },
    ...others.map((n) => ({ n, strict: { uniqueFirst: true, exact: true } })),
    { n: chosen, strict: { uniqueFirst: false, exact: true } },
    { n: chosen, strict: { uniqueFirst: false, exact: false } },
  ];
  return list.map((l, i) => ({ ...l, share: i === 0 ? 0.5 : 0.5 / (list.length - 1) }));
}

/** Share of the self-play moves chosen at random once the opening is over (the rest: best by evaluation). */
const CARELESS = 0.3;

/** A self-play move: at random, or the best by the game's evaluation with a little noise. */
function selfPlayMove(
  rules: AnyRules,
  evaluate: (pos: unknown) => number,
  pos: unknown,
  rng: Rng,
  random: boolean,
  budget: Budget,
): number {
  const legal = rules.moves(pos);
  if (random || legal.length === 1 || rng() / 4294967296 < CARELESS) return legal[randInt(rng, legal.length)];
  let best = legal[0];
  let bestScore = -Infinity;
  for (const m of legal) {
    budget.spend();
    const child = rules.play(pos, m);
    const o = rules.outcome(child);
    const score = o ? (o.winner === 'draw' ? 0 : 1e9) : -evaluate(child) + randInt(rng, 30);
    if (score > bestScore) {
      best = m;
      bestScore = score;
    }
  }
  return best;
}

export class PuzzleNotFound extends Error {
  constructor(game: string, date: string) {
    super(`no puzzle found for ${game} on ${date}`);
    this.name = 'PuzzleNotFound';
  }
}

/** The puzzle of `date` for the game. Throws PuzzleNotFound when every budget is spent. */
export function generatePuzzle(rules: AnyRules, ai: GameAi, maker: PuzzleMaker, date: string): Puzzle {
  const rng = mulberry32(puzzleSeed(date, rules.id));
  rng();
  const chosen = maker.lengths[randInt(rng, maker.lengths.length)];
  let spent = 0;
  for (const level of levels(chosen, maker.lengths)) {
    const budget = new Budget(maker.budget * level.share);
    const found = search(rules, ai, maker, level.n, rng, budget, level.strict);
    spent += budget.used;
    if (found) {
      return {
        game: rules.id,
        date,
        position: found.position,
        side: rules.sides[rules.toMove(rules.parse(found.position))],
        kind: maker.kind,
        moves: found.moves,
        line: found.line,
        tree: found.tree,
        nodes: spent,
      };
    }
  }
  throw new PuzzleNotFound(rules.id, date);
}

function search(rules: AnyRules, ai: GameAi, maker: PuzzleMaker, n: number, rng: Rng, budget: Budget, strict: Strictness) {
  const { randomPlies, firstCandidate, lastCandidate } = maker.selfPlay;
  try {
    for (;;) {
      let pos = rules.start();
      for (let ply = 0; ply <= lastCandidate && !rules.outcome(pos); ply++) {
        if (ply >= firstCandidate && (maker.worthTrying?.(rules, pos) ?? true)) {
          const own = new Budget(Math.min(maker.candidateBudget, budget.left));
          let proven = null;
          try {
            proven = maker.prove(rules, ai, pos, n, own, strict);
          } catch (e) {
            if (!(e instanceof BudgetSpent)) throw e;
          }
          budget.spend(own.used);
          if (proven) return { position: rules.format(pos), ...proven };
        }
        pos = rules.play(
          pos,
          selfPlayMove(rules, maker.selfPlay.evaluate ?? ((p) => ai.search.evaluate(p)), pos, rng, ply < randomPlies, budget),
        );
      }
    }
  } catch (e) {
    if (e instanceof BudgetSpent) return null;
    throw e;
  }
}
