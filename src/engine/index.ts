// The rules machinery's public entry: the GameRules contract and the game record. The games
// themselves live in src/games/<id>/ and are listed by src/games/registry.ts.
export * from './types';
export { GameRecord } from './record';

/** Legal moves of a position as notation text. */
export function legalMoveTexts<P>(rules: { moves(p: P): number[]; moveToText(p: P, m: number): string }, pos: P): string[] {
  return rules.moves(pos).map((m) => rules.moveToText(pos, m));
}
