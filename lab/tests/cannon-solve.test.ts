// The research solver of the whole game (lab/cannon-solve/solve.ts, lab/journal/ai.md "Cannon
// solved") on the small materials: every position of five pieces or fewer has the value the
// game's own endgame tables give it, and taking a quiet move back (how the solver finds a
// position's predecessors without storing moves) gives exactly the positions whose quiet
// moves lead there.
import { describe, expect, it } from 'vitest';
import { emptyTables, isWin, LOSS, pairsUpTo, positionAt, predecessors, solvePair, tableSize, indexOf } from '../cannon-solve/solve';
import { cannonTables, probeCannon } from '../../src/games/cannon/tablebase';
import { cannonRules } from '../../src/games/cannon/rules';

describe('Cannon solved by retrograde analysis (research tool)', () => {
  const tables = emptyTables();
  for (const [a, b] of pairsUpTo(5)) solvePair(tables, a, b);

  it('agrees with the endgame tables on every position of up to five pieces', () => {
    cannonTables();
    let checked = 0;
    for (const [a, b] of pairsUpTo(5)) {
      for (const [x, y] of [
        [a, b],
        [b, a],
      ]) {
        const t = tables[x][y] as Uint16Array;
        expect(t.length).toBe(tableSize(x, y));
        for (let i = 0; i < t.length; i++) {
          const [me, them] = positionAt(i, x, y);
          if (indexOf(me, them, x, y) !== i) expect.fail(`${x}-${y} #${i}: index and position disagree`);
          const theirs = probeCannon(me, them);
          // the game's tables leave a game over at once (no move) to the rules
          if (theirs === null && t[i] !== LOSS(0)) expect.fail(`${x}-${y} #${i}: solver ${t[i]}, tables none`);
          if (theirs === null) continue;
          const ours = t[i] === 0 ? 0 : isWin(t[i]) ? 1 : -1;
          if (Math.sign(theirs) !== ours) expect.fail(`${x}-${y} #${i}: solver ${ours}, tables ${theirs}`);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(500_000);
  });

  it("takes quiet moves back exactly: a position's predecessors are the positions with a quiet move to it", () => {
    const rules = cannonRules();
    // the materials (x, y) of the child: normal movers and a lone one (y = 1)
    for (const [x, y] of [
      [3, 2],
      [2, 3],
      [3, 1],
    ]) {
      const found = new Map<number, Set<number>>(); // predecessor index -> children
      const n = tableSize(x, y);
      for (let i = 0; i < n; i++) {
        const [me, them] = positionAt(i, x, y);
        predecessors(me, them, x, y, (j) => {
          const set = found.get(j) ?? new Set<number>();
          set.add(i);
          found.set(j, set);
        });
      }
      // forward: each position of (y, x), its quiet moves, by the game's own rules
      const m = tableSize(y, x);
      for (let j = 0; j < m; j += 7) {
        const [me, them] = positionAt(j, y, x);
        const pos = { x: me, o: them, turn: 0 as const };
        if (rules.outcome(pos)) continue;
        const children = new Set<number>();
        for (const mv of rules.moves(pos)) {
          const c = rules.play(pos, mv);
          if (c.o !== them) continue; // a capture leaves the material
          children.add(indexOf(c.o, c.x, x, y));
        }
        expect(found.get(j) ?? new Set<number>(), `${y}-${x} #${j}`).toEqual(children);
      }
    }
  });
});
