// The portal layer, wired into the running game with one call from main.ts:
// - the platform adapter and the postMessage bridge: loadingFinished when the first menu
//   is up, gameplayStart at the first move of a match (and when play goes on after a
//   pause), gameplayStop at the result, a pause (dialog, hidden page) or leaving the board,
//   an ad break between matches (sound muted, input blocked, clock held, panda waiting);
// - the match in progress saved after every move (and undo), cleared at its end, offered
//   for resume after a reload; a save that cannot be restored is dropped with a notice;
// - the hidden page: Phaser's loop asleep (animations, tweens), sound silent, clock held
//   (the panda's move waits in the match controller through gate.ts);
// - keys never scroll the host page.
import type { Game, Scene } from 'phaser';
import type { Match } from '../game/match';
import { setPlayGate } from '../game/play-gate';
import { setSavedGameSource } from '../game/saved-game';
import { setShareUrlSource } from '../game/shared-link';
import { currentMatch, newMatch, onSession } from '../game/session';
import { whenPlayable } from './gate';
import { sound } from '../game/sound';
import { activeSceneKey } from '../scenes/base';
import { settings, TIMER_CHOICES } from '../settings';
import { installControlKeys } from '../ui/control-keys';
import { preventHostScroll, setInputBlocked } from '../ui/input-guard';
import { initPlatform, nonePlatform, portal, type StopReason } from './platform';
import { discardedText, showResumePrompt, showToast, type PromptHandle } from '../ui/resume-prompt';
import { clearMatch, loadMatch, peekMatch, saveMatch, type MatchSnapshot } from './save';
import { pauseLoopWhileHidden, visibility } from './visibility';

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

let wired = false;

export function wirePortal(game: Game): void {
  if (wired) return;
  wired = true;
  const attached = initPlatform();
  setPlayGate(whenPlayable);
  setSavedGameSource({
    peek: () => {
      const loaded = peekMatch();
      return loaded.status === 'ok' && loaded.save.moves.length > 0 ? { game: loaded.save.game, moves: loaded.save.moves.length } : null;
    },
    resume: resumeSaved,
  });
  // share links: the portal's own URL when it makes them, and its parameters when opened from one (Poki)
  setShareUrlSource((params) => portal.shareableURL(params), (name) => portal.linkParam(name), attached);
  preventHostScroll();
  installControlKeys(game);
  // Browser tests (test=1 only): `testAd=<ms>` makes every ad break last that long.
  const testAd = testAdBreakMs();
  if (testAd !== null) {
    portal.setAdapter({ ...nonePlatform, adBreak: () => new Promise<void>((resolve) => setTimeout(resolve, testAd)) });
  }

  // ---- sound, input and clock during ad breaks and while hidden ----------------------
  let adActive = false;
  /** The portal's own mute setting (CrazyGames' muteAudio), followed live. */
  let portalMuted = false;
  const applySound = (): void => sound.setHidden(visibility.hidden || adActive || portalMuted);
  portal.onPortalMute((muted) => {
    portalMuted = muted;
    applySound();
  });
  portal.setAdBreakHooks({
    setAdMuted(muted) {
      adActive = muted;
      applySound();
    },
    setInputBlocked(blocked) {
      setInputBlocked(blocked);
      const m = currentMatch();
      if (blocked) m?.pauseClock('ad');
      else m?.resumeClock('ad');
    },
  });
  pauseLoopWhileHidden(game.loop);
  visibility.subscribe((hidden) => {
    applySound();
    const m = currentMatch();
    if (hidden) m?.pauseClock('hidden');
    else m?.resumeClock('hidden');
    syncGameplay();
  });
  if (visibility.hidden) applySound();

  // ---- gameplay events ------------------------------------------------------------------
  /** Whether a move was played in the current match since it (re)started. */
  let moved = false;
  /** A match ended in this visit: the next one starts after an ad break. */
  let adDue = false;

  const stopReason = (m: Match | null): StopReason | null => {
    if (!m || activeSceneKey() !== 'board') return 'menu';
    if (m.outcome) return 'result';
    if (visibility.hidden) return 'hidden';
    if (m.clockPaused) return 'pause';
    if (!moved) return 'menu';
    return null;
  };
  function syncGameplay(): void {
    const m = currentMatch();
    const reason = stopReason(m);
    if (reason === null) {
      if (!portal.isPlaying) portal.gameplayStart(m?.game);
    } else if (portal.isPlaying) {
      const outcome = m?.outcome;
      portal.gameplayStop(reason, { game: m?.game, winner: reason === 'result' ? outcome?.winner : undefined });
    }
  }
  // Dialogs opening and closing and scenes changing show up here, once a frame.
  game.events.on('poststep', syncGameplay);

  onSession((s) => {
    if (s.type !== 'match') {
      syncGameplay();
      return;
    }
    const { match: m, event: e } = s;
    if (m.config.transient) {
      syncGameplay();
      return;
    }
    // an analysis board (opened from a link) is not the player's game: it never replaces the save
    const keeps = m.config.mode !== 'analysis';
    {
      switch (e.type) {
        case 'start':
          moved = false;
          if (visibility.hidden) m.pauseClock('hidden');
          if (keeps) saveMatch(snapshotOf(m));
          if (adDue) {
            adDue = false;
            void portal.adBreak();
          }
          break;
        case 'move':
          moved = true;
          if (keeps) saveMatch(snapshotOf(m));
          break;
        case 'undo':
        case 'opponent':
          if (keeps) saveMatch(snapshotOf(m));
          break;
        case 'end':
          if (keeps) clearMatch();
          adDue = true;
          break;
        default:
          break;
      }
      syncGameplay();
    }
  });

  // ---- first menu: loading finished, resume offer -----------------------------------
  let offered = false;
  const onFirstScene = (scene: Scene): void => {
    if (offered) return;
    offered = true;
    portal.loadingFinished();
    offerResume(scene);
  };
  // Scenes exist only once the game has booted: look for the first menu once a frame.
  const watchFirstScene = (): void => {
    const key = activeSceneKey();
    // a shared link opens the review or an analysis board first (no resume offer over those)
    if (key !== 'menu' && key !== 'select' && key !== 'review' && key !== 'board') return;
    const scene = game.scene.getScene(key);
    if (!scene || !scene.sys.isActive()) return;
    game.events.off('poststep', watchFirstScene);
    if (key === 'menu' || key === 'select') onFirstScene(scene);
    else portal.loadingFinished();
  };
  game.events.on('poststep', watchFirstScene);
}

/** Continues the saved game on the board (Resume, or Continue on the menu); false without one. */
function resumeSaved(scene: { scene: { start(key: string): void } }): boolean {
  const loaded = loadMatch();
  if (loaded.status !== 'ok' || loaded.save.moves.length === 0) return false;
  const { save, record } = loaded;
  if (TIMER_CHOICES.includes(save.timerSeconds) && settings.timerSec !== save.timerSeconds) settings.setTimer(save.timerSeconds);
  if (settings.drawRules !== save.drawRules.repetition) settings.setDrawRules(save.drawRules.repetition);
  const m = newMatch({ ...settings.matchConfig(save.game, save.opponent, save.humanSide ?? record.rules.sides[0]), options: { ...record.rules.options } });
  m.rules = record.rules;
  m.record = record;
  m.resumeFrom = record;
  scene.scene.start('board');
  return true;
}

/** Loads the save; shows the discard notice or the Resume / New game prompt. */
function offerResume(scene: Scene): void {
  const loaded = loadMatch();
  if (loaded.status === 'discarded') {
    console.info(`[save] discarded a saved game (${loaded.reason}: ${loaded.detail})`);
    showToast(scene, discardedText);
    return;
  }
  if (loaded.status !== 'ok' || loaded.save.moves.length === 0) return;
  const { save } = loaded;
  let prompt: PromptHandle | null = null;
  const show = (): void => {
    prompt = showResumePrompt(scene, { game: save.game, opponent: save.opponent, moves: save.moves.length }, {
      resume: () => resumeSaved(scene),
      fresh: () => clearMatch(),
    });
  };
  show();
  // The scene rebuilds its display list on a resize: put the question back.
  const onResize = (): void => {
    if (prompt && !prompt.settled() && !prompt.alive() && scene.sys.isActive()) show();
  };
  scene.scale.on('resize', onResize);
  scene.events.once('shutdown', () => scene.scale.off('resize', onResize));
}

function testAdBreakMs(): number | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  if (q.get('test') !== '1') return null;
  const ms = Number(q.get('testAd'));
  return Number.isFinite(ms) && ms > 0 && ms <= 10_000 ? ms : null;
}

