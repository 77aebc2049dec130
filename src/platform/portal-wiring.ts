// The portal layer, wired into the running game with one call from main.ts:
// - the platform adapter and the postMessage bridge: loadingFinished when the first menu
//   is up, gameplayStart at the first move of a match (and when play goes on after a
//   pause), gameplayStop at the result, a pause (dialog, hidden page) or leaving the board,
//   an ad break between matches (sound muted, input blocked, clock held, panda waiting);
// - each game's match in progress saved after every move (and undo), cleared at its end,
//   offered for resume after a reload (saves-wire.ts);
// - the hidden page: Phaser's loop asleep (animations, tweens), sound silent, clock held
//   (the panda's move waits in the match controller through gate.ts);
// - keys never scroll the host page.
import type { Game, Scene } from 'phaser';
import type { Match } from '../match/match';
import { setPlayGate } from '../match/play-gate';
import { setSavedGameSource } from '../match/saved-game';
import { setShareUrlSource } from '../match/shared-link';
import { setPortalInvites } from '../online/portal-invite';
import { currentMatch, onSession } from '../match/session';
import { whenPlayable } from './gate';
import { sound } from '../audio/sound-channel';
import { activeSceneKey } from '../scenes/base';
import { installControlKeys } from '../ui/control-keys';
import { preventHostScroll, setInputBlocked } from '../ui/input-guard';
import { initPlatform, nonePlatform, portal, type StopReason } from './platform';
import { clearMatch, saveMatch } from './save';
import { followOtherTabs, offerResume, savedGameSource, snapshotOf, watchSaving } from './saves-wire';
import { storage, watchOtherTabs } from '../storage/storage';
import { pauseLoopWhileHidden, visibility } from './visibility';

let wired = false;

export function wirePortal(game: Game): void {
  if (wired) return;
  wired = true;
  const attached = initPlatform();
  setPlayGate(whenPlayable);
  setSavedGameSource(savedGameSource);
  watchSaving(storage);
  watchOtherTabs(storage);
  followOtherTabs(storage);
  // share links: the portal's own URL when it makes them, and its parameters when opened from one (Poki)
  setShareUrlSource(
    (params) => portal.shareableURL(params),
    (name) => portal.linkParam(name),
    attached,
  );
  // online play: the portal's invitations, invite button, invited room and instant multiplayer
  setPortalInvites({
    link: (params) => portal.inviteLink(params),
    button: (params) => portal.inviteButton(params),
    param: (name) => portal.linkParam(name),
    instant: () => portal.instantMultiplayer,
  });
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
          if (keeps) clearMatch(m.game);
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

function testAdBreakMs(): number | null {
  if (typeof location === 'undefined') return null;
  const q = new URLSearchParams(location.search);
  if (q.get('test') !== '1') return null;
  const ms = Number(q.get('testAd'));
  return Number.isFinite(ms) && ms > 0 && ms <= 10_000 ? ms : null;
}
