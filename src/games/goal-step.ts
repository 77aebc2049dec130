// The first page of every game's tour: what wins, for each side, over the start position
// (the sentences are the kit's goal, src/games/kit.ts GameGoal).
import type { GameGoal, TourStep } from './kit';

export function goalStep(position: string, goal: GameGoal<never>): TourStep {
  return { caption: 'goal', position, demo: [], text: goal.sentences.map((s) => `goal.${s.key}`) };
}

/** Pieces a side has on the board and waiting off it, per side in `sides` order. */
export function piecesLeft(tally: { onBoard: readonly number[]; inHand: readonly number[] }): [number, number] {
  return [tally.onBoard[0] + tally.inHand[0], tally.onBoard[1] + tally.inHand[1]];
}
