// The board scene: one generic board view for all five games, the side panel (players,
// counts, whose turn, the turn clock, notices, PAPA's prophecy), undo and hint, and the
// rules and match-settings dialogs. The live match (src/game/match.ts) owns the game;
// this scene presents it and turns clicks into moves.
import type { GameObjects } from 'phaser';
import { ART } from '../art/index';
import type { Side } from '../engine/types';
import { currentMatch, endMatch, type Match, type MatchEvent, type Played } from '../game/match';
import { sound } from '../game/sound';
import { t } from '../i18n/index';
import { animMs, OPPONENTS, settings, TIMER_CHOICES, type Opponent } from '../settings';
import { COLORS } from '../ui/theme';
import { markDirty } from '../ui/render-on-demand';
import { openModal, panel, type Button, type Label, type ModalHandle } from '../ui/widgets';
import { setActiveBoardView } from '../views/active';
import { BoardView } from '../views/board-view';
import { BaseScene } from './base';
import { attachBoardKeyboard } from '../ui/board-keyboard';
import { PandaLife } from '../ui/panda-life';
import { prophecySentence } from '../ui/prophecy-text';
import { rulesText } from '../ui/rules-text';

interface ParsedMove {
  text: string;
  from: number;
  to: number;
}

interface PlayerRow {
  side: Side;
  bg: GameObjects.Rectangle;
  name: Label;
  counts: Label;
  tray: { x: number; y: number };
  avatar: GameObjects.Image | null;
  life: PandaLife | null;
}

type ModalName = 'rules' | 'settings' | null;

export class BoardScene extends BaseScene {
  private match!: Match;
  private view: BoardView | null = null;
  private selected: number | null = null;
  private rows: PlayerRow[] = [];
  private status!: Label;
  private timerLabel!: Label;
  private timerBar: GameObjects.Rectangle | null = null;
  private timerBarW = 0;
  private noticeLabel!: Label;
  private prophecyLabel!: Label;
  private lastMoveLabel!: Label;
  private undoBtn!: Button;
  private hintBtn!: Button;
  private notice: { key: string; params?: Record<string, string>; until: number } | null = null;
  private modal: ModalHandle | null = null;
  private modalName: ModalName = null;
  private offMatch: (() => void) | null = null;
  private leaving = false;
  private lastTimerText = '';
  /** Rounds started in this visit of the board (a notice greets the second and later ones). */
  private rounds = 0;

  constructor() {
    super('board');
  }

  create(): void {
    const m = currentMatch();
    if (!m) {
      this.scene.start('menu');
      return;
    }
    this.match = m;
    this.leaving = false;
    this.selected = null;
    this.notice = null;
    this.modalName = null;
    this.rounds = 0;
    this.offMatch = m.on((e) => this.onMatchEvent(e));
    super.create();
    // Keyboard play: arrows move a cursor, Enter/Space act as a click, Escape drops the selection.
    attachBoardKeyboard(this, {
      geometry: m.rules.geometry,
      pointPosition: (p) => this.view?.xy(p) ?? { x: -999, y: -999 },
      radius: () => (this.view?.unit ?? 60) * 0.46,
      activate: (p) => this.onPoint(p),
      cancel: () => {
        this.clearSelection();
        this.showPlacementsIfAny();
      },
      enabled: () => this.match.canAct && !this.modal,
      startPoint: () => this.selected,
    });
    m.start();
  }

  protected teardown(): void {
    this.offMatch?.();
    this.offMatch = null;
    if (this.match) this.match.presenter = null;
    this.view?.destroy();
    this.view = null;
    setActiveBoardView(null);
    this.modal = null;
  }

  protected beforeRebuild(): void {
    this.view?.destroy();
    this.view = null;
    this.modal = null;
  }

  // ---- layout --------------------------------------------------------------------------

  protected build(): void {
    const { W, H } = this;
    const portrait = this.portrait;
    this.background(0.45);
    const pad = 16;
    const m = this.match;

    let boardArea: { x: number; y: number; w: number; h: number };
    let px: number;
    let py: number;
    let pw: number;
    let ph: number;
    const barH = portrait ? 68 : 56;
    if (portrait) {
      // the board as large as the width allows (tall boards may grow downwards), the panel below
      const aspect = BoardView.aspect(m.rules);
      const bh = Math.min((W - pad * 2) / aspect, H - barH - pad * 3 - 560);
      const bw = Math.min(W - pad * 2, bh * aspect);
      boardArea = { x: (W - bw) / 2, y: barH + pad * 2, w: bw, h: bh };
      px = pad;
      pw = W - pad * 2;
      py = boardArea.y + bh + pad;
      ph = H - py - pad;
      this.toolbar(pad, pad, W - pad * 2, barH);
    } else {
      const size = Math.min(H - pad * 2, W - pad * 3 - 500);
      boardArea = { x: pad, y: (H - size) / 2, w: size, h: size };
      px = pad * 2 + size;
      pw = W - px - pad;
      py = pad + barH + 12;
      ph = H - py - pad;
      this.toolbar(px, pad, pw, barH);
    }

    const view = new BoardView(this, m.rules, boardArea);
    this.view = view;
    setActiveBoardView(view);
    view.onPointClick = (p) => this.onPoint(p);
    view.trayLocator = (side) => this.rows.find((r) => r.side === side)?.tray ?? null;
    view.sync(m.record.position);
    const last = m.record.lastMove;
    if (last && last.effect.to >= 0) view.showLastMove(last.effect.from, last.effect.to);
    m.presenter = (played: Played) => this.present(played);

    // the panel
    panel(this, px, py, pw, ph, COLORS.panel, 0.94);
    const inner = 14;
    const cx = px + inner;
    const cw = pw - inner * 2;
    let y = py + inner;
    const gameName = this.label(cx, y - 2, () => t(`games:${m.game}.name`), { w: cw, h: 34, size: portrait ? 24 : 22 }, COLORS.inkSoft, { fontStyle: 'bold' });
    gameName.setOrigin(0, 0);
    y += 34;
    this.rows = [];
    const rowH = portrait ? 118 : Math.min(108, (ph - 366) / 2);
    if (portrait) {
      const colW = (cw - 12) / 2;
      m.sides.forEach((side, i) => this.playerRow(side, cx + i * (colW + 12), y, colW, rowH, true));
      y += rowH + 12;
    } else {
      m.sides.forEach((side, i) => this.playerRow(side, cx, y + i * (rowH + 10), cw, rowH, false));
      y += rowH * 2 + 20;
    }
    const statusH = portrait ? 50 : 44;
    this.status = this.label(cx, y, () => this.statusText(), { w: cw * 0.62, h: statusH, size: portrait ? 32 : 28 }, COLORS.ink, { fontStyle: 'bold' });
    this.status.setOrigin(0, 0);
    if (this.textures.exists(ART.icon('timer'))) {
      this.add.image(cx + cw * 0.66, y + statusH / 2, ART.icon('timer')).setDisplaySize(30, 30);
    }
    this.timerLabel = this.label(cx + cw * 0.66 + 22, y + statusH / 2, () => this.timerText(), { w: cw * 0.34 - 22, h: statusH, size: portrait ? 30 : 26 }, COLORS.ink, { fontStyle: 'bold' });
    this.timerLabel.setOrigin(0, 0.5);
    y += statusH + 4;
    this.timerBarW = cw;
    this.add.rectangle(cx, y + 5, cw, 10, 0x000000, 0.12).setOrigin(0, 0.5).setRounded(5);
    this.timerBar = this.add.rectangle(cx, y + 5, cw, 10, COLORS.good).setOrigin(0, 0.5).setRounded(5);
    y += 20;
    // from the bottom: the buttons, the last move above them; notices and the prophecy share the rest
    const lineH = portrait ? 40 : 34;
    const btnH = portrait ? 84 : 66;
    const by = py + ph - inner - btnH / 2;
    const lastY = by - btnH / 2 - 6 - lineH;
    const free = Math.max(lineH * 2, lastY - y - 8);
    const noticeH = free * 0.54;
    this.noticeLabel = this.label(cx, y, () => this.noticeText(), { w: cw, h: noticeH, size: portrait ? 25 : 22, wrap: true, min: 12 }, COLORS.accentDark, { fontStyle: 'bold' });
    this.prophecyLabel = this.label(cx, y + noticeH + 4, () => this.prophecyText(), { w: cw, h: free - noticeH - 4, size: portrait ? 24 : 21, wrap: true, min: 12 }, 0x3b5a8a);
    this.lastMoveLabel = this.label(cx, lastY, () => this.lastMoveText(), { w: cw, h: lineH, size: portrait ? 22 : 19 }, COLORS.inkSoft);

    const bw = (cw - 12) / 2;
    this.undoBtn = this.btn({
      id: 'board.undo',
      x: cx + bw / 2,
      y: by,
      w: bw,
      h: btnH,
      label: () => t('board:buttons.undo'),
      icon: () => ART.icon('undo'),
      onClick: () => {
        this.clearSelection();
        this.match.undo();
      },
    });
    this.hintBtn = this.btn({
      id: 'board.hint',
      x: cx + bw + 12 + bw / 2,
      y: by,
      w: bw,
      h: btnH,
      label: () => t('board:buttons.hint'),
      icon: () => ART.icon('hint'),
      onClick: () => {
        this.clearSelection();
        this.match.requestHint();
        this.refreshState();
      },
    });

    if (this.modalName === 'rules') this.openRules();
    else if (this.modalName === 'settings') this.openSettings();
    this.refreshState();
  }

  private toolbar(x: number, y: number, w: number, h: number): void {
    const gap = 8;
    // menu and sound: icons; rules and settings: icon and word; language: the other language's name
    const square = h * 1.1;
    const langW = h * 1.5;
    const wide = (w - square * 2 - langW - gap * 4) / 2;
    let cx = x;
    this.btn({
      id: 'board.menu',
      x: cx + square / 2,
      y: y + h / 2,
      w: square,
      h,
      icon: () => ART.icon('menu'),
      hookLabel: () => t('board:buttons.menu'),
      onClick: () => this.leave('menu'),
    });
    cx += square + gap;
    for (const it of [
      { id: 'board.rules', key: 'board:buttons.rules', icon: 'rules' as const, action: () => this.openRules() },
      { id: 'board.settings', key: 'board:buttons.settings', icon: 'settings' as const, action: () => this.openSettings() },
    ]) {
      this.btn({ id: it.id, x: cx + wide / 2, y: y + h / 2, w: wide, h, label: () => t(it.key), icon: () => ART.icon(it.icon), fontSize: Math.min(26, h * 0.42), onClick: it.action });
      cx += wide + gap;
    }
    this.langButton(cx + langW / 2, y + h / 2, langW, h);
    cx += langW + gap;
    this.soundButton(cx + square / 2, y + h / 2, square, h, false);
  }

  private playerRow(side: Side, x: number, y: number, w: number, h: number, column: boolean): void {
    const m = this.match;
    const bg = this.add.rectangle(x + w / 2, y + h / 2, w, h, 0xffffff, 0.55).setRounded(16);
    bg.setStrokeStyle(3, COLORS.panelEdge, 0.6);
    const av = Math.min(h - 16, 86);
    const owner = this.ownerOf(side);
    let avatar: GameObjects.Image | null = null;
    const avKey = owner === 'human' ? null : owner === 'friend' ? null : ART.panda(owner, 'neutral');
    const pieceKey = ART.piece(m.game, side);
    const ax = x + 8 + av / 2;
    const ay = y + h / 2;
    if (avKey && this.textures.exists(avKey)) {
      avatar = this.add.image(ax, ay, avKey).setDisplaySize(av, av);
      this.add.image(ax + av * 0.36, ay + av * 0.3, pieceKey).setDisplaySize(av * 0.5, av * 0.5);
    } else {
      this.add.image(ax, ay, pieceKey).setDisplaySize(av * 0.95, av * 0.95);
    }
    const tx = x + 16 + av;
    const tw = w - av - 26;
    const name = this.label(tx, y + (column ? 8 : 10), () => this.playerName(side), { w: tw, h: column ? 40 : h * 0.42, size: column ? 26 : 26 }, COLORS.ink, { fontStyle: 'bold' });
    const counts = this.label(tx, y + (column ? 48 : h * 0.5), () => this.countsText(side), { w: tw, h: column ? h - 54 : h * 0.46, size: column ? 19 : 19, wrap: true, min: 11 }, COLORS.inkSoft);
    const life = avatar && owner !== 'human' && owner !== 'friend' ? new PandaLife(this, avatar, owner, this.restMood(side)) : null;
    this.rows.push({ side, bg, name, counts, tray: { x: ax, y: ay }, avatar, life });
  }

  // ---- texts ---------------------------------------------------------------------------

  private sideName(side: Side): string {
    return t(`games:${this.match.game}.sides.${side}`);
  }

  private ownerOf(side: Side): 'human' | 'friend' | 'baby' | 'mama' | 'papa' {
    const m = this.match;
    if (!m.vsPanda) return 'friend';
    return side === m.config.humanSide ? 'human' : (m.panda as 'baby');
  }

  private playerName(side: Side): string {
    const owner = this.ownerOf(side);
    if (owner === 'friend') return this.sideName(side);
    if (owner === 'human') return `${t('common:you')} · ${this.sideName(side)}`;
    return `${t(`common:pandas.${owner}.name`)} · ${this.sideName(side)}`;
  }

  private countsText(side: Side): string {
    const m = this.match;
    const i = m.sides.indexOf(side);
    const tally = m.rules.tally(m.record.position);
    const start = m.rules.tally(m.rules.start());
    const parts = [`${t('board:onBoard')} ${tally.onBoard[i]}`];
    if (m.game === 'alquerque') parts.push(`${t('board:reserve')} ${tally.inHand[i]}`);
    if (m.game === 'tiger' && side === 'D') parts.push(`${t('board:inHand')} ${tally.inHand[i]}`);
    if (m.game === 'pairing' || m.game === 'cannon' || (m.game === 'tiger' && side === 'D')) {
      const lost = tally.lost[i] || Math.max(0, start.onBoard[i] + start.inHand[i] - tally.onBoard[i] - tally.inHand[i]);
      parts.push(`${t('board:lost')} ${lost}`);
    }
    return parts.join(' · ');
  }

  private statusText(): string {
    const m = this.match;
    if (m.outcome) return '';
    if (m.panda && (m.isThinking || !m.isHumanSide(m.turn))) return t('board:thinking', { name: t(`common:pandas.${m.panda}.name`) });
    if (m.isHintThinking) return t('board:thinking', { name: t('common:pandas.papa.name') });
    if (m.vsPanda && m.isHumanSide(m.turn)) return t('board:yourTurn');
    return t('board:sideToMove', { side: this.sideName(m.turn) });
  }

  private timerText(): string {
    const left = this.match.timeLeft();
    if (left === null) return settings.effectiveTimer > 0 ? '—' : t('board:timerOff');
    return t('board:timer', { s: Math.ceil(left) });
  }

  private noticeText(): string {
    const n = this.notice;
    if (!n) return '';
    const params: Record<string, string> = { ...(n.params ?? {}) };
    if (params.side) params.side = this.sideName(params.side as Side);
    // parameters that are keys themselves (a panda's name and line) follow the language too
    for (const k of ['name', 'text']) if (params[k] && params[k].includes(':')) params[k] = t(params[k]);
    return t(n.key, params);
  }

  private prophecyText(): string {
    const p = this.match.prophecy;
    if (!p || this.match.panda !== 'papa') return '';
    return prophecySentence(p);
  }

  private lastMoveText(): string {
    const last = this.match.record.lastMove;
    return last ? t('board:lastMove', { move: last.text }) : t('board:noMoves');
  }

  // ---- state ---------------------------------------------------------------------------

  private refreshState(): void {
    if (!this.view) return;
    markDirty();
    const m = this.match;
    for (const r of this.rows) {
      const active = !m.outcome && m.turn === r.side;
      r.bg.setFillStyle(active ? 0xfff1c9 : 0xffffff, active ? 1 : 0.45);
      r.bg.setStrokeStyle(active ? 5 : 2, active ? COLORS.gold : COLORS.panelEdge, active ? 1 : 0.6);
      r.name.refresh();
      r.counts.refresh();
      r.life?.setThinking(m.isThinking && m.turn === r.side);
    }
    this.status.refresh();
    this.timerLabel.refresh();
    this.noticeLabel.refresh();
    this.prophecyLabel.refresh();
    this.lastMoveLabel.refresh();
    this.undoBtn.setEnabled(m.canUndo() && (m.canAct || m.isThinking));
    this.hintBtn.setEnabled(m.canAct && !m.isHintThinking);
    this.showPlacementsIfAny();
  }

  protected onLanguage(): void {
    this.refreshState();
  }

  update(): void {
    if (!this.view || !this.match) return;
    const text = this.timerText();
    if (text !== this.lastTimerText) {
      this.lastTimerText = text;
      this.timerLabel.refresh();
    }
    if (this.timerBar) {
      const left = this.match.timeLeft();
      const limit = this.match.clockLimit;
      // whole seconds: the bar (and the frame) changes once a second
      const frac = left === null || limit <= 0 ? 0 : Math.max(0, Math.min(1, Math.ceil(left) / limit));
      const width = Math.max(0.01, this.timerBarW * frac);
      if (Math.abs(width - this.timerBar.width) >= 2 || this.timerBar.visible !== (left !== null)) markDirty();
      this.timerBar.setSize(width, 10);
      this.timerBar.setFillStyle(frac > 0.34 ? COLORS.good : frac > 0.15 ? COLORS.gold : COLORS.accent);
      this.timerBar.setVisible(left !== null);
    }
    if (this.notice && performance.now() > this.notice.until) {
      this.notice = null;
      this.noticeLabel.refresh();
    }
  }

  private showNotice(key: string, params?: Record<string, string>, ms = 2800): void {
    this.notice = { key, params, until: performance.now() + Math.max(ms, 1200) };
    this.noticeLabel?.refresh();
  }

  // ---- the match -----------------------------------------------------------------------

  private onMatchEvent(e: MatchEvent): void {
    if (!this.view) return;
    switch (e.type) {
      case 'start':
        this.clearSelection();
        this.view.finishAnimations();
        this.view.clearLastMove();
        this.view.clearHint();
        this.view.sync(this.match.record.position);
        if (++this.rounds > 1) this.showNotice('board:newRound');
        break;
      case 'undo': {
        this.clearSelection();
        this.view.finishAnimations();
        this.view.clearHint();
        this.view.sync(this.match.record.position);
        const last = this.match.record.lastMove;
        if (last && last.effect.to >= 0) this.view.showLastMove(last.effect.from, last.effect.to);
        else this.view.clearLastMove();
        break;
      }
      case 'move':
        this.clearSelection();
        this.reactToMove(e.played);
        this.pandaChat(e.played);
        break;
      case 'notice':
        this.showNotice(e.key, e.params);
        if (e.key === 'board:timeUp') sound.play('illegal');
        break;
      case 'hint': {
        const mv = this.parse(e.move);
        if (mv) this.view.showHint(mv.from, mv.to);
        this.showNotice('board:hintShown', { move: e.move }, 4000);
        break;
      }
      case 'opponent':
        // rebuilt after this frame's input is done (the click that asked for it is still running)
        this.events.once('postupdate', () => {
          if (this.view) this.rebuild();
        });
        break;
      case 'end':
        this.endSoon();
        break;
      default:
        break;
    }
    this.refreshState();
  }

  /** The panda's face: pleased when it was ahead in pieces, dismayed when behind (capture games). */
  private restMood(pandaSide: Side): 'neutral' | 'pleased' | 'dismayed' {
    const m = this.match;
    if (m.game === 'othello') return 'neutral';
    const tally = m.rules.tally(m.record.position);
    const i = m.sides.indexOf(pandaSide);
    const lead = tally.onBoard[i] + tally.inHand[i] - (tally.onBoard[1 - i] + tally.inHand[1 - i]);
    const start = m.rules.tally(m.rules.start());
    const even = start.onBoard[i] + start.inHand[i] - (start.onBoard[1 - i] + start.inHand[1 - i]);
    return lead - even >= 2 ? 'pleased' : lead - even <= -2 ? 'dismayed' : 'neutral';
  }

  /** A capture or conversion shows on the panda's face for a moment. */
  private reactToMove(played: Played): void {
    const m = this.match;
    const mover = m.rules.sides[m.rules.toMove(played.before)];
    const gained = played.effect.captured.length + played.effect.converted.length;
    for (const r of this.rows) {
      if (!r.life) continue;
      r.life.setRest(this.restMood(r.side));
      if (gained === 0) continue;
      // big Othello swings only; every capture counts in the other games
      if (m.game === 'othello' && gained < 3) continue;
      r.life.flash(mover === r.side ? 'pleased' : 'dismayed', 2000);
    }
  }

  /** Now and then the panda says something about a capture (MAMA always does). */
  private pandaChat(played: Played): void {
    const m = this.match;
    const panda = m.panda;
    if (!panda || m.game === 'othello') return;
    const taken = played.effect.captured.length + played.effect.converted.length;
    if (taken === 0) return;
    const moverIsPanda = !m.isHumanSide(m.rules.sides[m.rules.toMove(played.before)]);
    const kind = moverIsPanda ? 'capture' : 'lost';
    const chance = { baby: 0.5, mama: moverIsPanda ? 1 : 0.7, papa: 0.25 }[panda];
    if (Math.random() >= chance) return;
    const count = { baby: 2, mama: moverIsPanda ? 3 : 2, papa: 1 }[panda];
    const line = `board:chat.${panda}.${kind}.${Math.floor(Math.random() * count)}`;
    this.showNotice('board:says', { name: `common:pandas.${panda}.name`, text: line }, 3200);
  }

  private present(played: Played): Promise<void> {
    if (!this.view) return Promise.resolve();
    this.refreshState();
    return this.view.animate(played).then(() => this.refreshState());
  }

  private endSoon(): void {
    const epochMoves = this.match.record.history.length;
    this.time.delayedCall(animMs(900), () => {
      if (this.leaving || !this.match.outcome || this.match.record.history.length !== epochMoves) return;
      this.leaving = true;
      this.closeModal();
      this.go('result');
    });
  }

  private leave(to: 'menu'): void {
    this.leaving = true;
    endMatch();
    this.go(to);
  }

  // ---- input ---------------------------------------------------------------------------

  private parse(text: string): ParsedMove | null {
    if (text === 'pass') return null;
    const g = this.match.rules.geometry;
    const parts = text.split('-');
    if (parts.length === 1) return { text, from: -1, to: g.indexOf(parts[0]) };
    return { text, from: g.indexOf(parts[0]), to: g.indexOf(parts[1]) };
  }

  private legal(): ParsedMove[] {
    return this.match
      .legalMoveTexts()
      .map((x) => this.parse(x))
      .filter((x): x is ParsedMove => x !== null);
  }

  private clearSelection(): void {
    this.selected = null;
    this.view?.clearMarkers();
  }

  private showPlacementsIfAny(): void {
    if (!this.view || this.selected !== null) return;
    this.view.clearMarkers();
    // Othello: show where a disc may go (the classic hint dots)
    if (this.match.game === 'othello' && this.match.canAct) {
      this.view.showSelection(null, [], this.legal().filter((m) => m.from < 0).map((m) => m.to));
    }
  }

  private onPoint(p: number): void {
    const m = this.match;
    if (!m.canAct || this.modal) return;
    const moves = this.legal();
    const piece = m.rules.pieceAt(m.record.position, p);
    if (this.selected !== null) {
      if (p === this.selected) {
        this.clearSelection();
        this.showPlacementsIfAny();
        return;
      }
      const mv = moves.find((x) => x.from === this.selected && x.to === p);
      if (mv) {
        this.play(mv);
        return;
      }
      if (piece !== m.turn) {
        // a click elsewhere drops the selection (it never places a reserve piece by surprise)
        this.clearSelection();
        this.showPlacementsIfAny();
        return;
      }
    }
    const fromHere = moves.filter((x) => x.from === p);
    if (piece === m.turn && fromHere.length > 0) {
      this.selected = p;
      sound.play('select');
      this.view?.showSelection(p, fromHere.map((x) => x.to));
      return;
    }
    const place = moves.find((x) => x.from < 0 && x.to === p);
    if (place) {
      this.play(place);
      return;
    }
    sound.play('illegal');
    if (this.selected !== null) this.clearSelection();
    this.showPlacementsIfAny();
  }

  private play(mv: ParsedMove): void {
    this.clearSelection();
    this.view?.clearHint();
    this.match.playHuman(mv.text);
  }

  // ---- dialogs -------------------------------------------------------------------------

  private closeModal(): void {
    if (this.modal) this.modal.close();
  }

  private modalDone(): void {
    this.modal = null;
    this.modalName = null;
    this.layer = 0;
    this.match.resumeClock('modal');
    this.refreshState();
  }

  private openRules(): void {
    this.closeModal();
    this.clearSelection();
    this.layer = 1;
    this.modalName = 'rules';
    this.match.pauseClock('modal');
    const W = this.W;
    const H = this.H;
    const game = this.match.game;
    const modal = openModal(this, {
      title: () => `${t('rules:title')} · ${t(`games:${game}.name`)}`,
      w: this.portrait ? W - 24 : Math.min(1000, W - 60),
      h: this.portrait ? Math.min(H - 80, 1250) : H - 40,
      closeId: 'rules.close',
      layer: this.layer,
      onClose: () => this.modalDone(),
      refreshers: this.refreshers,
    });
    this.modal = modal;
    const b = modal.body;
    const body = () => rulesText(this.match.rules);
    const text = this.label(b.x, b.y, body, { w: b.w, h: b.h, size: this.portrait ? 27 : 22, wrap: true, min: 11 }, COLORS.ink, { lineSpacing: 4 });
    modal.root.add(text);
  }

  private openSettings(): void {
    this.closeModal();
    this.clearSelection();
    this.layer = 1;
    this.modalName = 'settings';
    this.match.pauseClock('modal');
    const { W, H } = this;
    const portrait = this.portrait;
    const m = this.match;
    const rows: string[] = ['opponent', 'timer'];
    if (m.rules.hasDrawRules) rows.push('draw');
    if (m.game === 'alquerque') rows.push('slide');
    rows.push('comfort');
    const rowH = portrait ? 150 : 76;
    const modalH = (portrait ? 200 : 170) + 90 + rows.length * (rowH + 10) + (m.game === 'alquerque' ? 34 : 0);
    const modal = openModal(this, {
      title: () => t('settings:title'),
      w: portrait ? W - 24 : Math.min(980, W - 60),
      h: Math.min(H - 24, modalH),
      closeId: 'settings.close',
      layer: this.layer,
      onClose: () => this.modalDone(),
      refreshers: this.refreshers,
    });
    this.modal = modal;
    const b = modal.body;
    const add = (o: GameObjects.GameObject) => modal.root.add(o);
    let y = b.y + 4;
    const btnH = portrait ? 72 : 60;
    add(
      this.btn({
        id: 'settings.newRound',
        x: b.x + b.w / 2,
        y: y + btnH / 2,
        w: Math.min(b.w, 420),
        h: btnH,
        kind: 'primary',
        label: () => t('settings:newRound'),
        onClick: () => {
          this.closeModal();
          this.match.start();
        },
      }),
    );
    y += btnH + 18;
    const labelW = portrait ? b.w : 230;
    const group = <T extends string | number>(
      key: string,
      idPrefix: string,
      values: readonly T[],
      text: (v: T) => string,
      current: () => T,
      set: (v: T) => void,
    ) => {
      const l = this.label(b.x, portrait ? y + 20 : y + rowH / 2, () => t(key), { w: labelW - 12, h: 44, size: 24 }, COLORS.ink, { fontStyle: 'bold' });
      l.setOrigin(0, 0.5);
      add(l);
      const gx = portrait ? b.x : b.x + labelW;
      const gy = portrait ? y + 48 : y + (rowH - btnH) / 2;
      const gw = portrait ? b.w : b.w - labelW;
      const gap = 10;
      const bw = (gw - gap * (values.length - 1)) / values.length;
      const buttons: { v: T; b: Button }[] = [];
      const paint = () => buttons.forEach((x) => x.b.setSelected(x.v === current()));
      values.forEach((v, i) => {
        const btn = this.btn({
          id: `${idPrefix}.${v}`,
          x: gx + i * (bw + gap) + bw / 2,
          y: gy + btnH / 2,
          w: bw,
          h: btnH,
          label: () => text(v),
          fontSize: 22,
          onClick: () => {
            set(v);
            paint();
            this.refreshState();
          },
        });
        buttons.push({ v, b: btn });
        add(btn);
      });
      paint();
      y += rowH + 10;
    };
    group<Opponent>('settings:opponent', 'settings.opponent', OPPONENTS, (o) => t(`common:pandas.${o}.name`), () => this.match.config.opponent, (o) => this.match.setOpponent(o));
    const timerIds = TIMER_CHOICES.map((s) => (s === 0 ? 'off' : String(s)));
    group<string>(
      'settings:timer',
      'settings.timer',
      timerIds,
      (v) => (v === 'off' ? t('settings:timerOff') : t('settings:timerValue', { s: v })),
      () => (settings.timerSec === 0 ? 'off' : String(settings.timerSec)),
      (v) => this.match.setTimer(v === 'off' ? 0 : Number(v)),
    );
    if (m.rules.hasDrawRules) {
      group<string>('settings:drawRules', 'settings.draw', ['on', 'off'], (v) => t(`common:${v}`), () => (settings.drawRules ? 'on' : 'off'), (v) => this.match.setDrawRules(v === 'on'));
    }
    if (m.game === 'alquerque') {
      group<string>('settings:slide', 'settings.slide', ['full', 'free'], (v) => t(v === 'full' ? 'settings:slideFull' : 'settings:slideFree'), () => (settings.freeSlide ? 'free' : 'full'), (v) => settings.setFreeSlide(v === 'free'));
      const note = this.label(portrait ? b.x : b.x + labelW, y - 6, () => t('settings:nextRound'), { w: portrait ? b.w : b.w - labelW, h: 30, size: 18 }, COLORS.inkSoft);
      add(note);
      y += 30;
    }
    {
      // music and motion: two toggles, remembered
      const l = this.label(b.x, portrait ? y + 20 : y + rowH / 2, () => t('settings:comfort'), { w: labelW - 12, h: 44, size: 24 }, COLORS.ink, { fontStyle: 'bold' });
      l.setOrigin(0, 0.5);
      add(l);
      const gx = portrait ? b.x : b.x + labelW;
      const gy = portrait ? y + 48 : y + (rowH - btnH) / 2;
      const gw = portrait ? b.w : b.w - labelW;
      const bw = (gw - 10) / 2;
      const music: Button = this.btn({
        id: 'settings.music',
        x: gx + bw / 2,
        y: gy + btnH / 2,
        w: bw,
        h: btnH,
        label: () => t(sound.music ? 'settings:musicOn' : 'settings:musicOff'),
        icon: () => ART.icon('music'),
        fontSize: 22,
        onClick: () => {
          sound.setMusic(!sound.music);
          music.setSelected(sound.music);
          music.refresh();
        },
      });
      music.setSelected(sound.music);
      add(music);
      const motion: Button = this.btn({
        id: 'settings.motion',
        x: gx + bw + 10 + bw / 2,
        y: gy + btnH / 2,
        w: bw,
        h: btnH,
        label: () => t(settings.reducedMotion ? 'settings:motionReduced' : 'settings:motionFull'),
        fontSize: 22,
        onClick: () => {
          settings.setReducedMotion(!settings.reducedMotion);
          motion.setSelected(settings.reducedMotion);
          motion.refresh();
        },
      });
      motion.setSelected(settings.reducedMotion);
      add(motion);
      y += rowH + 10;
    }
    add(
      this.btn({
        id: 'settings.done',
        x: b.x + b.w / 2,
        y: Math.min(y + 8 + btnH / 2, b.y + b.h - btnH / 2),
        w: Math.min(b.w, 300),
        h: btnH,
        label: () => t('settings:close'),
        onClick: () => this.closeModal(),
      }),
    );
  }
}
