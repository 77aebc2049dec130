// The achievements (eleven; the issue allows a dozen) and the rule of each. Most read the
// records alone; a game's own feats (Othello by 40, the dogs' win, Cannon's lone piece) come
// from its kit (src/games/<id>/progress.ts) and read the game that just ended.
// Texts: `progress:achievements.<id>`; badges: src/art/badges.ts.
import type { BadgeMotif } from '../art/badges';
import type { GameEnd } from '../games/kit';
import { GAME_IDS, kitOf, type GameId } from '../games/registry';
import { PANDAS, type PandaName } from '../match/players';
import type { ProgressData } from './record';
import { currentLang, resources } from '../i18n/index';

export interface Achievement {
  readonly id: string;
  readonly badge: BadgeMotif;
  /** Whether it is earned, given the records (already counting `last`, the game that just ended). */
  earned(data: ProgressData, last: LastGame | null): boolean;
}

/** The game that just ended, from the player's side. */
export interface LastGame {
  game: GameId;
  panda: PandaName;
  end: GameEnd;
}

const beat = (panda: PandaName, badge: BadgeMotif): Achievement => ({
  id: `beat-${panda}`,
  badge,
  earned: (data) => GAME_IDS.some((g) => data.games[g][panda].won > 0),
});

const GENERAL: readonly Achievement[] = [
  beat('baby', 'panda-baby'),
  beat('mama', 'panda-mama'),
  beat('papa', 'panda-papa'),
  { id: 'papa-every-game', badge: 'crown', earned: (data) => GAME_IDS.every((g) => data.games[g].papa.won > 0) },
  { id: 'win-every-game', badge: 'five', earned: (data) => GAME_IDS.every((g) => PANDAS.some((p) => data.games[g][p].won > 0)) },
  { id: 'streak-three', badge: 'flame', earned: (data) => GAME_IDS.some((g) => PANDAS.some((p) => data.games[g][p].bestStreak >= 3)) },
];

/** Each game's own feats, read from the game that just ended. */
const FEATS: readonly Achievement[] = GAME_IDS.flatMap((game) =>
  (kitOf(game).progress?.feats ?? []).map((feat): Achievement => ({
    id: feat.id,
    badge: feat.badge,
    earned: (_data, last) => last !== null && last.game === game && feat.earned(last.end),
  })),
);

const ACTIVITIES: readonly Achievement[] = [
  { id: 'tour', badge: 'flag', earned: (data) => data.tours.length > 0 },
  { id: 'puzzle', badge: 'puzzle', earned: (data) => data.puzzles.length > 0 },
];

/** Every achievement, in the order the progress screen shows them. */
export const ACHIEVEMENTS: readonly Achievement[] = [...GENERAL, ...FEATS, ...ACTIVITIES];

export const ACHIEVEMENT_IDS: readonly string[] = ACHIEVEMENTS.map((a) => a.id);

export function achievementById(id: string): Achievement | undefined {
  return ACHIEVEMENTS.find((a) => a.id === id);
}

/** The achievements that hold now and were not earned before, in list order. */
export function newlyEarned(data: ProgressData, last: LastGame | null = null): string[] {
  return ACHIEVEMENTS.filter((a) => !data.achievements.includes(a.id) && a.earned(data, last)).map((a) => a.id);
}

/**
 * What an achievement's text may name: how many games there are, as the language writes a
 * small count ("five", 五; the words are in locales/<lang>/progress.json `countWords`,
 * digits past them), so a new game changes "all five games" by itself.
 */
export function achievementParams(): { games: string } {
  const words = resources[currentLang()].progress.countWords.split(' ');
  return { games: words[GAME_IDS.length] ?? String(GAME_IDS.length) };
}
