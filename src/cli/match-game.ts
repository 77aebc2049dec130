// A game between two pandas, for `cli match` and the tests: the first plies are random
// from the seed (so the games of a match differ), then each side asks its panda, exactly
// as the UI would (position, history, seed). GameRecord applies the draw rules.

import { GameRecord, type AnyRules, type RuleOptions } from '../engine';
import { encodeReplay } from '../engine/replay-code';
import type { PandaName, ThinkRequest } from '../ai/protocol';
import { decisionRng, randInt } from '../ai/rng';
import { thinkNow } from '../ai/think';
import { rulesFor, type GameId } from '../games/registry';
import { resolveGame, brainOf } from '../games/brains';

export interface MatchGame {
  /** The side A played: 0 first mover, 1 second. */
  aSide: 0 | 1;
  winner: 'a' | 'b' | 'draw';
  reason: string;
  plies: number;
  /** Longest think of each panda (ms). */
  maxMs: [number, number];
  /** The last position (canonical text), to see how the game ended. */
  final: string;
  /** The whole game as a replay code (src/engine/replay-code.ts): the review screen opens it. */
  replay: string;
}

/** A safety net; the draw rules end every real game long before. */
const MAX_PLIES = 2000;

/** One match game. Side A plays `aSide`; the opening plies are random from the seed. */
export function playMatchGame(
  game: GameId,
  options: RuleOptions,
  pandas: [PandaName, PandaName],
  aSide: 0 | 1,
  timeMs: number,
  seed: number,
  nodes?: number,
): MatchGame {
  const steps = matchGameSteps(game, options, aSide, seed);
  let step = steps.next();
  while (!step.done) {
    const { who, request } = step.value;
    step = steps.next(thinkNow({ ...request, panda: pandas[who], timeMs, nodes }, resolveGame));
  }
  return step.value;
}

/** A move to choose: who (0 for A, 1 for B) and the position as the UI would send it. */
export interface MatchTurn {
  who: 0 | 1;
  request: Omit<ThinkRequest, 'panda'>;
}

/**
 * Every opening of the game: each line of its opening plies (its brain's `openingPlies`)
 * in which no move ends the game, as move texts (`cli match --openings all`).
 */
export function everyOpening(game: GameId, options: RuleOptions): string[][] {
  const rules: AnyRules = rulesFor(game, options);
  const lines: string[][] = [];
  const extend = (pos: unknown, line: string[]): void => {
    if (line.length === brainOf(game).bench.openingPlies) {
      lines.push(line);
      return;
    }
    for (const m of rules.moves(pos)) {
      const next = rules.play(pos, m);
      if (rules.outcome(next) === null) extend(next, [...line, rules.moveToText(pos, m)]);
    }
  };
  extend(rules.start(), []);
  return lines;
}

/**
 * The course of one match game as a generator: it yields each turn to be played and takes
 * the chosen move (and the time it took) back, so any player can plug in, in-process or
 * not (cli match uses it with other engines). Returns the result. The opening plies are
 * `opening` when given (one of everyOpening's), else random from the seed.
 */
export function* matchGameSteps(
  game: GameId,
  options: RuleOptions,
  aSide: 0 | 1,
  seed: number,
  opening?: readonly string[],
): Generator<MatchTurn, MatchGame, { move: string; timeMs: number }> {
  const rules: AnyRules = rulesFor(game, options);
  const record = new GameRecord(rules);
  const rng = decisionRng(seed, 0x0bad5eed, 0);
  const maxMs: [number, number] = [0, 0];
  for (const move of opening ?? []) record.play(move);
  while (!record.isOver && record.history.length < MAX_PLIES) {
    const ply = record.history.length;
    if (opening === undefined && ply < brainOf(game).bench.openingPlies) {
      // Prefer random moves that do not end the game at once.
      const legal = record.legalMoves();
      const open = legal.filter((m) => rules.outcome(rules.play(record.position, m)) === null);
      const pool = open.length > 0 ? open : legal;
      record.play(pool[randInt(rng, pool.length)]);
      continue;
    }
    const mover = rules.toMove(record.position);
    const who = mover === aSide ? 0 : 1;
    const r = yield {
      who,
      request: { game, options, position: rules.format(record.position), history: record.moveTexts, seed: (seed * 7919 + who) >>> 0 },
    };
    maxMs[who] = Math.max(maxMs[who], r.timeMs);
    if (r.move === 'pass' && !record.legalMoves().includes(rules.PASS)) record.timerPass();
    else record.play(r.move);
  }
  const outcome = record.outcome;
  let winner: MatchGame['winner'] = 'draw';
  let reason = outcome ? outcome.reason : 'adjudicated';
  if (outcome && outcome.winner !== 'draw') winner = outcome.winner === rules.sides[aSide] ? 'a' : 'b';
  if (!outcome) reason = 'ply-limit';
  return { aSide, winner, reason, plies: record.history.length, maxMs, final: rules.format(record.position), replay: encodeReplay(record) };
}
