// Which side player A takes in each game of `cli match`, and from which opening. By default
// games come in pairs, each opening played once from each side. `--a-side <side>` fixes A's
// side instead (every game a new opening): when a change touches one side only (the tiger
// game's dogs), the games from the other side would be the same as before and say nothing.

import { CliError } from '../args';

export interface GameSlot {
  /** The side A plays: 0 first mover, 1 second. */
  aSide: 0 | 1;
  /** Seed of the random opening plies. */
  opening: number;
  /** Whether a test may decide after this game (only after whole pairs when sides alternate). */
  decides: boolean;
}

/** Spacing of the opening seeds (a prime, so games never share an opening). */
const OPENING_STEP = 104_729;

/** The side A plays throughout, from the side letter given (null: alternate). */
export function fixedSide(letter: string | undefined, sides: readonly string[]): 0 | 1 | null {
  if (letter === undefined) return null;
  const i = sides.indexOf(letter);
  if (i !== 0 && i !== 1) throw new CliError(`--a-side must be ${sides[0]} or ${sides[1]}`);
  return i as 0 | 1;
}

/** Game i (from 0) of a match. */
export function gameSlot(i: number, seed: number, side: 0 | 1 | null): GameSlot {
  if (side !== null) return { aSide: side, opening: (seed + i * OPENING_STEP) >>> 0, decides: true };
  const aSide = (i % 2) as 0 | 1;
  return { aSide, opening: (seed + Math.floor(i / 2) * OPENING_STEP) >>> 0, decides: aSide === 1 };
}
