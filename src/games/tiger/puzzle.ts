// Tiger's daily puzzle: "win in N" from its seeded self-play (docs/architecture.md, "Puzzle of the day").
import { winInMaker } from '../../puzzles/maker';

export const tigerPuzzle = winInMaker({
  selfPlay: { randomPlies: 4, firstCandidate: 6, lastCandidate: 120 },
  lengths: [2, 3],
  budget: 1_500_000,
  candidateBudget: 40_000,
});
