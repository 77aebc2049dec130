// What each scene is handed when it starts: the scene keys and, per key, the data its init()
// reads. Every start goes through startScene (or BaseScene.go), so a key and its data are
// checked together by the compiler (docs/architecture.md, "Layers").
import type { GameId } from '../games/registry';
import type { LinkNotice, SharedGame } from '../match/shared-link';

/** Nothing to hand on. */
type NoData = Record<string, never>;

export interface SceneData {
  boot: NoData;
  /** The notice of a shared link that could not be opened, shown until closed. */
  menu: { notice?: LinkNotice };
  select: { game: GameId };
  /** The game to play online, or an invitation's room code to join, or a quick match at once (a portal's instant multiplayer). */
  online: { game?: GameId; join?: string; quick?: boolean };
  /** The board plays the current match (src/match/session.ts). */
  board: NoData;
  /** `again`: back from the review, so no second fanfare. */
  result: { again?: boolean };
  /** A game from a shared link; without it, the current match's finished game. */
  review: { shared?: SharedGame };
  /** A game whose puzzle opens as soon as the picker shows (a solved puzzle's Next). */
  puzzles: { open?: GameId };
  progress: NoData;
}

export type SceneKey = keyof SceneData;

/** The data argument of a start: optional where every field of the scene's data is. */
export type SceneDataArg<K extends SceneKey> = Record<never, never> extends SceneData[K] ? [data?: SceneData[K]] : [data: SceneData[K]];

/** Anything that starts scenes: a scene's plugin (`this.scene`) or the game's manager. */
interface SceneStarter {
  start(key: string, data?: object): unknown;
}

/**
 * Starts the scene `key` with its data. A start always hands on an object (empty when there
 * is nothing), because Phaser keeps a scene's previous data for a start that brings none.
 */
export function startScene<K extends SceneKey>(starter: SceneStarter, key: K, ...[data]: SceneDataArg<K>): void {
  starter.start(key, data ?? {});
}
