// `npx tsx lab/cannon-solve/guard-match.ts [--nodes K[,K…]] [--seeds S[,S…]]`: PAPA with
// his opening guard (src/games/cannon/opening-guard.ts) against PAPA without it, from every
// two-ply opening of Cannon (34 once those that end the game at once are left out, as `cli
// match` does), each from both sides, at K nodes a move (default 150 000, about his 200 ms
// here). At a fixed node count PAPA is deterministic, the guard changes a move only where it
// knows the move to lose, and the players' seeds S follow the side, not the player. So where
// the guard never acts, both games of an opening are one and the same game with the players
// swapped and the pair scores exactly 1 of 2: only the openings where it acts are played out,
// and the result over all of them is exact for that node count and seed, with no sampling
// noise. Research only (lab/journal/ai.md, "Cannon: the opening guard").
import { GameRecord } from '../../src/engine';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import { cannonRules } from '../../src/games/cannon/rules';
import { guardedMoves } from '../../src/games/cannon/opening-guard';
import { option } from '../texel/self-play';
import { unguardedResolver as unguarded } from './unguarded';

const rules = cannonRules();
const nodeCounts = option('nodes', '150000').split(',').map(Number);
const seeds = option('seeds', '1').split(',').map(Number);
/** The guard holds positions of the first 9 plies: past 12 it cannot act. */
const GUARD_PLIES = 12;

const openings: string[][] = [];
const start = rules.start();
for (const a of rules.moves(start)) {
  const p1 = rules.play(start, a);
  if (rules.outcome(p1)) continue;
  for (const b of rules.moves(p1)) {
    if (rules.outcome(rules.play(p1, b))) continue;
    openings.push([rules.moveToText(start, a), rules.moveToText(p1, b)]);
  }
}

interface Played {
  /** X's score: 1, ½ or 0. */
  x: number;
  reason: string;
  plies: number;
  /** For each side, the first ply where its guard changed its move. */
  acted: (number | null)[];
}

/** One game from the opening, `guarded[side]` saying whose PAPA has the guard (x NaN when stopped at `stopAfter`). */
function play(opening: string[], guarded: [boolean, boolean], nodes: number, seed: number, stopAfter = Infinity): Played {
  const record = new GameRecord(rules);
  for (const m of opening) record.play(m);
  const acted: (number | null)[] = [null, null];
  while (!record.isOver) {
    const ply = record.history.length;
    if (ply >= stopAfter) return { x: NaN, reason: 'stopped', plies: ply, acted };
    const pos = record.position;
    const side = rules.toMove(pos);
    const req = {
      game: 'cannon',
      position: rules.format(pos),
      history: record.moveTexts,
      seed: (seed * 7919 + side) >>> 0,
      panda: 'papa' as const,
      nodes,
      timeMs: 600_000,
    };
    let move = thinkNow(req, unguarded).move;
    if (guarded[side] && guardedMoves(pos, rules.moves(pos)).includes(rules.moveFromText(pos, move))) {
      move = thinkNow(req, resolveGame).move;
      acted[side] ??= ply + 1;
    }
    record.play(move);
  }
  const o = record.outcome!;
  return { x: o.winner === 'draw' ? 0.5 : o.winner === 'X' ? 1 : 0, reason: o.reason, plies: record.history.length, acted };
}

for (const nodes of nodeCounts) {
  for (const seed of seeds) {
    let total = 0;
    let actedIn = 0;
    let better = 0;
    let worse = 0;
    const wdl = [0, 0, 0];
    for (const opening of openings) {
      const acted = [0, 1].map((side) => play(opening, [side === 0, side === 1], nodes, seed, GUARD_PLIES).acted[side]);
      if (acted[0] === null && acted[1] === null) {
        total += 1;
        continue;
      }
      actedIn++;
      const plain = play(opening, [false, false], nodes, seed);
      let pair = 0;
      const parts: string[] = [];
      for (const side of [0, 1]) {
        const g = acted[side] === null ? plain : play(opening, [side === 0, side === 1], nodes, seed);
        const s = side === 0 ? g.x : 1 - g.x;
        pair += s;
        wdl[s === 1 ? 0 : s === 0.5 ? 1 : 2]++;
        parts.push(`as ${'XO'[side]} ${s}${acted[side] ? ` (acted at ply ${acted[side]}; ${g.reason}, ${g.plies} plies)` : ''}`);
      }
      total += pair;
      if (pair > 1) better++;
      if (pair < 1) worse++;
      console.log(
        `  ${opening.join(' ')}: without the guard X ${plain.x} (${plain.reason}, ${plain.plies} plies); guarded ${parts.join(', ')}: pair ${pair}`,
      );
    }
    console.log(
      `${nodes} nodes, seed ${seed}: the guard acted in ${actedIn} of ${openings.length} openings; there the guarded PAPA ${wdl.join('-')}, ` +
        `pairs better ${better}, worse ${worse}; over all ${2 * openings.length} games ${((100 * total) / (2 * openings.length)).toFixed(1)}%`,
    );
  }
}
