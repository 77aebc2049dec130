// The saved games in the running game: the menu's source of saves (one per game, the most
// recent first), the way back into one, the offer to continue the most recent after a
// reload, and the notices about what was kept: saves that could not be restored (each
// dropped alone), data from a newer build (kept, never written over), and a storage that
// stopped taking writes (told once per stop; saving resumes by itself, storage.ts).
// docs/architecture.md, "Saves and storage".
import type { Scene } from 'phaser';
import type { Match } from '../match/match';
import { postNotice, withdrawNotice } from '../match/notices';
import { savedGamesChanged, type SavedGameSource } from '../match/saved-game';
import { newMatch } from '../match/session';
import { isGameId } from '../games/registry';
import { startScene } from '../scenes/scene-data';
import { t } from '../i18n/index';
import { settings, TIMER_CHOICES } from '../settings';
import { showResumePrompt, showToast, type PromptHandle } from '../dialogs/resume-prompt';
import { clearMatch, loadMatch, loadSaves, migrateLegacy, peekSaves, SAVE_KEY, type MatchSnapshot, type SavesFound } from './save';
import { storage, type SafeStorage } from '../storage/storage';

const SAVING_TITLE = 'common:notice.savingTitle';
export const SAVING_STOPPED = 'common:notice.savingStopped';
export const SAVING_RESUMED = 'common:notice.savingResumed';
export const NEWER_DATA = 'common:notice.newerData';

/** The snapshot of a match that the save keeps. */
export function snapshotOf(m: Match): MatchSnapshot {
  return {
    game: m.game,
    options: { ...m.rules.options },
    startText: m.record.startText,
    moves: m.record.moveTexts,
    drawRules: { repetition: m.record.draws.repetition, noProgress: m.record.draws.noProgress },
    opponent: m.config.opponent,
    humanSide: m.config.humanSide,
    timerSeconds: settings.timerSec,
  };
}

let migrated = false;
/** What the move of an earlier build's single save left to say (shown with the others at start). */
let legacy: ReturnType<typeof migrateLegacy> | null = null;
function ensureMigrated(): void {
  if (migrated) return;
  migrated = true;
  legacy = migrateLegacy(storage);
}

export const savedGameSource: SavedGameSource = {
  peek: () => {
    ensureMigrated();
    return peekSaves(storage).saves.map((s) => ({ game: s.save.game, moves: s.save.moves.length, savedAt: s.save.savedAt }));
  },
  resume: (scene, game) => isGameId(game) && resumeSaved(scene, game),
};

/** Continues a game's save on the board (Resume, or Continue on the menu); false without one. */
function resumeSaved(scene: { scene: { start(key: string, data?: object): unknown } }, game: Parameters<typeof loadMatch>[0]): boolean {
  ensureMigrated();
  const loaded = loadMatch(game, storage);
  if (loaded.status !== 'ok' || loaded.save.moves.length === 0) return false;
  const { save, record } = loaded;
  if (TIMER_CHOICES.includes(save.timerSeconds) && settings.timerSec !== save.timerSeconds) settings.setTimer(save.timerSeconds);
  if (settings.drawRules !== save.drawRules.repetition) settings.setDrawRules(save.drawRules.repetition);
  const m = newMatch({
    ...settings.matchConfig(save.game, save.opponent, save.humanSide ?? record.rules.sides[0]),
    options: { ...record.rules.options },
  });
  m.rules = record.rules;
  m.record = record;
  m.resumeFrom = record;
  startScene(scene.scene, 'board');
  return true;
}

/** The notice naming the games whose saves could not be restored. */
function discardedText(found: SavesFound): string {
  const games = found.discarded.map((d) => t(`games:${d.game}.name`)).join(t('common:notice.listJoin'));
  return t('common:notice.saveDiscardedGames', { games });
}

/**
 * At the first menu: drops the saves that cannot be restored (with a notice naming their
 * games), says when a newer build's data is kept, and offers the most recent save.
 */
export function offerResume(scene: Scene): void {
  ensureMigrated();
  const found = loadSaves(storage);
  if (legacy?.status === 'discarded') console.info(`[save] discarded an earlier build's save (${legacy.reason}: ${legacy.detail})`);
  for (const d of found.discarded) console.info(`[save] discarded the saved ${d.game} game (${d.reason}: ${d.detail})`);
  if (found.newer.length > 0 || legacy?.status === 'newer') postNotice(NEWER_DATA);
  const lost = found.discarded.length > 0 || legacy?.status === 'discarded';
  if (lost) {
    const text = found.discarded.length > 0 ? () => discardedText(found) : () => t('common:notice.saveDiscarded');
    showToast(scene, text);
    // the notice is the player's answer for now: no question over it
    if (found.saves.length === 0) return;
  }
  const latest = found.saves[0];
  if (!latest) return;
  const { save } = latest;
  let prompt: PromptHandle | null = null;
  const show = (): void => {
    prompt = showResumePrompt(
      scene,
      { game: save.game, opponent: save.opponent, moves: save.moves.length },
      {
        resume: () => resumeSaved(scene, save.game),
        fresh: () => clearMatch(save.game, storage),
      },
    );
  };
  show();
  // The scene rebuilds its display list on a resize: put the question back.
  const onResize = (): void => {
    if (prompt && !prompt.settled() && !prompt.alive() && scene.sys.isActive()) show();
  };
  scene.scale.on('resize', onResize);
  scene.events.once('shutdown', () => scene.scale.off('resize', onResize));
}

/** Another tab saved, finished or dropped a game: the menu shows it. */
export function followOtherTabs(store: SafeStorage = storage): void {
  store.onOutsideChange((key) => {
    if (key === null || key.startsWith(SAVE_KEY)) savedGamesChanged();
  });
}

/** Tells the player when saving stops (a full disk) and when it works again; once per stop. */
export function watchSaving(store: SafeStorage = storage): void {
  if (store.persistent && !store.writing) postNotice(SAVING_STOPPED, SAVING_TITLE);
  store.onWriting((writing) => {
    if (!writing) postNotice(SAVING_STOPPED, SAVING_TITLE);
    // a stop too short to have been told needs no word about its end
    else if (!withdrawNotice(SAVING_STOPPED)) postNotice(SAVING_RESUMED, SAVING_TITLE);
  });
}
