// Helpers shared by the games' rules tests (tests/unit/<game>.test.ts and the playouts
// against each game's slow reference, <game>-reference.test.ts).

import { expect, it } from 'vitest';
import { mulberry32 } from '../../src/engine/hash';
import { PositionError, type GameRules } from '../../src/engine/types';

/** Seeded uniform numbers in [0, 1) (mulberry32 gives 32-bit integers). */
export function seededUniform(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / 2 ** 32;
}

/** Cheap assertions for the hot playout loops (expect() per ply is slow). */
export function invariant(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

/** Throws unless `a` and `b` are equal as JSON; `what` says where. */
export function same(a: unknown, b: unknown, what: string): void {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  if (ja !== jb) throw new Error(`${what}: got ${ja}, expected ${jb}`);
}

/** One test per text: `parse` refuses it with a PositionError whose message matches. */
export function itRejectsPositions(parse: (text: string) => unknown, bad: readonly [string, RegExp][]): void {
  for (const [text, message] of bad) {
    it(`rejects '${text}'`, () => {
      let error: unknown;
      try {
        parse(text);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(PositionError);
      expect((error as Error).message).toMatch(message);
    });
  }
}

/** Equal texts, or one failing expect that shows both after `here` (cheap when equal). */
export function expectSameText(mine: string, theirs: string, here: string): void {
  if (mine !== theirs) expect(`${here}: ${mine}`).toBe(`${here}: ${theirs}`);
}

/** The engine's legal moves as sorted text, to set beside a reference's sorted list. */
export const sortedMoves = (moves: readonly number[]): string =>
  moves
    .slice()
    .sort((a, b) => a - b)
    .join(',');

/** Fails unless move `m` lands on an empty point and its text reads back as `m`. */
export function expectMoveShape<P>(rules: GameRules<P>, pos: P, m: number, here: string): void {
  if (rules.pieceAt(pos, m & 31) !== null) expect.fail(`${here}: ${m} lands on a piece`);
  if (rules.moveFromText(pos, rules.moveToText(pos, m)) !== m) expect.fail(`${here}: text of ${m}`);
}
