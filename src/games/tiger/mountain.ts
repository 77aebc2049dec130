// The mountain fortress of Pingluo Tiger Chess (docs/ai.md, "Round 7"): the mountain (c1 b2
// c2 d2, docs/rules.md §5) is entered only through c3, so a dog gets there by placement or
// by stepping up from c3, which opens c3. A tiger in the mountain with more free points
// around it (the free mountain points, and c3 when it is empty) than the dogs still have in
// hand is never trapped: once the hand is empty it shuffles between the free points, and
// the dogs, who win only by trapping both tigers, can at best draw.

/** c1, b2, c2, d2: points 0–3 in notation order (src/games/tiger/board.ts). */
export const MOUNTAIN = 0b1111;
/** c3, the mountain's one gate. */
export const GATE = 1 << 6;

/**
 * Whether a tiger sits in the mountain with more free points to fill there (the gate
 * included when it is empty) than dogs in hand: the dogs can no longer trap it.
 */
export function mountainFortress(tigers: number, empty: number, hand: number): boolean {
  if ((tigers & MOUNTAIN) === 0) return false;
  let open = 0;
  for (let m = MOUNTAIN & empty; m !== 0; m &= m - 1) open++;
  if (open === 0) return false;
  if ((empty & GATE) !== 0) open++;
  return open > hand;
}
