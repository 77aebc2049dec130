// `window.__panda` for browser tests (only with ?test=1; docs/architecture.md, "Browser contract"). Read-only: tests
// act through real mouse clicks at the coordinates it reports.
import { onlineInfo } from './online/hook-info';
import type { Game, GameObjects } from 'phaser';
import { currentMatch } from './match/session';
import { currentPuzzle } from './match/puzzle-play';
import { currentLang } from './i18n/index';
import { sound } from './audio/sound-channel';
import { activeSceneKey } from './scenes/base';
import { toastPlate } from './ui/toast-spot';
import { progressTracker } from './progress/tracker';
import { liveControls, type ControlInfo } from './ui/control-registry';
import { takesInput } from './ui/input-live';
import { drawnUpToDate } from './ui/render-on-demand';
import { probeTexts, type TextProbe } from './ui/text-probe';
import { activeBoard, activeBoardView, activeReview, type ActiveReview } from './views/active';
import type { GameRecord } from './engine/record';

export interface BoardInfo {
  game: string;
  position: string;
  turn: string;
  legalMoves: string[];
  history: string[];
  result: null | { winner: string; reason: string };
  busy: boolean;
  /** The notice on the board's panel, or null. */
  notice: string | null;
  /** The ply shown while reviewing a finished game; null outside review. */
  reviewPly: number | null;
  /** Points lit on the board as places to move or place. */
  lit: string[];
  /** Points marked as the last move's (from, to; or the placement's point). */
  lastMove: string[];
  /** The panel's status line and the side whose player card is lit (null: none), as drawn. */
  panel: { status: string; litCard: string | null } | null;
  /** The player's hint: its line in the panel, the points ringed on the board, an arrow between them. */
  hint: null | { text: string; points: string[]; arrow: boolean };
}

function hintInfo(points: readonly { name: string }[]): BoardInfo['hint'] {
  const text = activeBoard()?.panel.hintOnScreen ?? null;
  const shown = activeBoardView()?.hinted ?? null;
  return text && shown ? { text, points: shown.points.map((p) => points[p].name), arrow: shown.arrow } : null;
}

export function installTestHook(game: Game, isReady: () => boolean): void {
  const toViewport = (x: number, y: number) => {
    const r = game.canvas.getBoundingClientRect();
    const k = r.width / game.scale.width;
    return { x: r.left + x * k, y: r.top + y * k, k };
  };

  const visibleTexts = (onlyOverflowing = false): string[] => {
    const out: string[] = [];
    const walk = (list: GameObjects.GameObject[], shown: boolean) => {
      for (const o of list) {
        const v = o as unknown as { visible?: boolean; alpha?: number; list?: GameObjects.GameObject[]; text?: string; type: string };
        const vis = shown && v.visible !== false && (v.alpha === undefined || v.alpha > 0.01);
        if (!vis) continue;
        const over = (o as unknown as { overflowsBox?: boolean }).overflowsBox === true;
        if (v.type === 'Text' && typeof v.text === 'string' && v.text.trim() !== '' && (!onlyOverflowing || over)) out.push(v.text);
        if (Array.isArray(v.list)) walk(v.list, vis);
      }
    };
    for (const s of game.scene.getScenes(true)) walk(s.sys.displayList.list as GameObjects.GameObject[], true);
    return out;
  };

  const hook = {
    get ready(): boolean {
      return isReady();
    },
    scene: (): string => activeSceneKey(),
    controls: (): ControlInfo[] =>
      liveControls().map(({ entry, bounds }) => {
        const tl = toViewport(bounds.x, bounds.y);
        return {
          id: entry.id,
          label: entry.label(),
          x: tl.x,
          y: tl.y,
          w: bounds.width * tl.k,
          h: bounds.height * tl.k,
          enabled: entry.enabled() && takesInput(entry.target),
        };
      }),
    board: (): BoardInfo | null => {
      const key = activeSceneKey();
      const linked = key === 'review' ? activeReview()?.shared : null;
      if (linked) return linkedGameInfo(linked.game, linked.record, activeReview() as ActiveReview);
      const m = currentMatch();
      if (!m || (key !== 'board' && key !== 'result' && key !== 'review')) return null;
      const outcome = m.outcome;
      const review = key === 'review' ? activeReview() : null;
      return {
        game: m.game,
        position: review ? review.position : m.rules.format(m.record.position),
        turn: m.turn,
        legalMoves: m.record.legalMoves().map((mv) => m.rules.moveToText(m.record.position, mv)),
        history: m.record.moveTexts,
        result: outcome ? { winner: outcome.winner, reason: outcome.reason } : null,
        busy: m.busy || (!outcome && !m.isHalted && !m.humanToMove && m.vsPanda) || !(activeBoardView()?.takesClicks() ?? true),
        notice: activeBoard()?.panel.noticeOnScreen ?? null,
        lit: (activeBoardView()?.litPoints ?? []).map((p) => m.rules.geometry.points[p].name),
        lastMove: (activeBoardView()?.lastMovePoints ?? []).map((p) => m.rules.geometry.points[p].name),
        panel: activeBoard()?.panel.turnShown ?? null,
        hint: hintInfo(m.rules.geometry.points),
        reviewPly: review ? review.ply : null,
      };
    },
    /** The review on screen (null elsewhere): the ply shown, the moves, PAPA's values per position and the grades. */
    review: (): { ply: number; plies: number; evals: (number | null)[]; marks: (string | null)[] } | null => {
      const r = activeSceneKey() === 'review' ? activeReview() : null;
      return r ? { ply: r.ply, plies: r.plies, ...r.grades() } : null;
    },
    pointAt: (point: string): { x: number; y: number } | null => {
      // the board on top: the tour's while it is open, else the game's
      const view = activeBoard()?.dialogView() ?? activeBoardView();
      if (!view || activeSceneKey() !== 'board') return null;
      const i = view.geometry.indexOf(point);
      if (i < 0) return null;
      const c = view.xy(i);
      const v = toViewport(c.x, c.y);
      return { x: v.x, y: v.y };
    },
    /**
     * True when the canvas shows everything: every change has been drawn and nothing moves
     * (no tween runs). The visual suite takes its screenshots then (docs/testing.md).
     */
    // a tween that never ends (a hint's pulse without still=1) leaves the screen as drawn as it gets
    drawn: (): boolean => drawnUpToDate() && !game.scene.getScenes(true).some((sc) => sc.tweens.getTweens().some((tw) => !tw.isInfinite)),
    lang: (): string => currentLang(),
    /** Whether anything can be heard (Howler itself loads on the first sound). */
    sound: (): { muted: boolean; silenced: boolean; musicVolume: number; effectsVolume: number } => ({
      muted: sound.muted,
      silenced: sound.silenced,
      musicVolume: sound.musicVolume,
      effectsVolume: sound.effectsVolume,
    }),
    /** The music: its theme, mood, whether it plays, buffers held and bars scheduled (src/audio/music/). */
    music: () => sound.musicState,
    /** The dialog open over the board, or null. */
    dialog: (): { id: string; page: number; pages: number; state?: string } | null =>
      activeSceneKey() === 'board' ? (activeBoard()?.dialog() ?? null) : null,
    timeLeft: (): number | null => {
      const m = currentMatch();
      return m && activeSceneKey() === 'board' ? m.timeLeft() : null;
    },
    /** Every visible text on screen (tests check none is a raw translation key). */
    texts: (): string[] => visibleTexts(),
    /** Visible texts that do not fit their box even at their smallest size (should be none). */
    overflowing: (): string[] => visibleTexts(true),
    /** Every visible text with its box, font size, lines and colour, in CSS pixels (readability tests). */
    textBoxes: (): TextProbe[] => probeTexts(game),
    /** The daily puzzle on the board (game, date, state, triesLeft, solved, moves), or null. */
    puzzle: () => currentPuzzle()?.info() ?? null,
    /** The achievement toast's plate in CSS pixels of the viewport, or null when none shows (it slides in from above the screen). */
    toast: (): { x: number; y: number; w: number; h: number } | null => {
      const b = toastPlate();
      if (!b) return null;
      const tl = toViewport(b.x, b.y);
      return { x: tl.x, y: tl.y, w: b.w * tl.k, h: b.h * tl.k };
    },
    /** The player's stored records (src/progress/record.ts). */
    progress: () => progressTracker().progress(),
    /** The achievement ids earned, in the order they were earned. */
    achievements: (): string[] => progressTracker().achievements(),
    /** The online game: null, or {code, link, seat, status, opponent} (docs/architecture.md). */
    online: () => onlineInfo(),
    /** The opponent and side of the live match (tests). */
    match: () => {
      const m = currentMatch();
      return m ? { opponent: m.config.opponent, humanSide: m.config.humanSide } : null;
    },
  };
  Object.defineProperty(window, '__panda', { value: hook, configurable: false });
}

/** board() for a game opened from a link: its record is the truth, there is no live match. */
function linkedGameInfo(game: string, record: GameRecord<unknown>, review: ActiveReview): BoardInfo {
  const { rules, outcome } = record;
  return {
    game,
    position: review.position,
    turn: rules.sides[rules.toMove(record.position)],
    legalMoves: record.legalMoves().map((mv) => rules.moveToText(record.position, mv)),
    history: record.moveTexts,
    result: outcome ? { winner: outcome.winner, reason: outcome.reason } : null,
    busy: false,
    notice: null,
    lit: [],
    lastMove: [],
    panel: null,
    hint: null,
    reviewPly: review.ply,
  };
}
