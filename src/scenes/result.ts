// Result: who won and why (the rule that ended it, with counts), the final board, and
// the ways on: rematch, other players (player select), all games (menu).
import { ART } from '../art/index';
import type { Outcome, Side } from '../engine/types';
import type { Match } from '../match/match';
import { kitOf } from '../games/registry';
import { currentMatch, endMatch, newMatch } from '../match/session';
import { sound } from '../audio/sound-channel';
import { t } from '../i18n/index';
import { COLORS, touchSize } from '../ui/theme';
import { panel } from '../ui/widgets';
import { BoardView } from '../views/board-view';
import { BaseScene } from './base';
import type { SceneData } from './scene-data';
import { PandaLife } from '../ui/panda-life';
import { confetti, softStars } from '../views/effects';
import { countsText, playerName, sideName } from '../views/board-texts';
import { settings, today } from '../settings';
import { matchMeta, replayParams } from '../match/shared-link';
import { copyGameLink } from '../dialogs/share-dialog';
import { welcomeToasts } from '../ui/toast-spot';
import { leaveOnline, onlineGame, onOnline } from '../online/session';

/** The sentence for why a game ended (used by the result scene and tests). */
export function reasonText(match: Match, outcome: Outcome): string {
  const m = match;
  const side = (s: Side) => t(`games:${m.game}.sides.${s}`);
  const tally = m.rules.tally(m.record.position);
  if (kitOf(m.game).look.countedEnds?.includes(outcome.reason)) {
    const [x, o] = tally.onBoard;
    if (outcome.winner === 'draw') return t(`result:reasons.${outcome.reason}-draw`, { a: x, b: o });
    return t(`result:reasons.${outcome.reason}`, { a: Math.max(x, o), b: Math.min(x, o) });
  }
  switch (outcome.reason) {
    case 'no-moves': {
      // spoken to the player when it was them; a panda by name; between friends, the side
      const loser = outcome.winner === m.sides[0] ? m.sides[1] : m.sides[0];
      if (m.vsPanda && m.isHumanSide(loser)) return t('result:reasons.no-moves-you');
      const who = m.vsPanda ? t(`common:pandas.${m.panda}.name`) : side(loser);
      return t('result:reasons.no-moves', { side: who });
    }
    case 'resigned':
    case 'abandoned': {
      const loser = outcome.winner === m.sides[0] ? m.sides[1] : m.sides[0];
      return t(`result:reasons.${outcome.reason}`, { side: side(loser) });
    }
    default:
      return t(`result:reasons.${outcome.reason}`);
  }
}

export class ResultScene extends BaseScene {
  private match: Match | null = null;
  private view: BoardView | null = null;
  private celebrated = false;

  constructor() {
    super('result');
  }

  /** Back from the review: no second fanfare. */
  private again = false;

  init(data: SceneData['result']): void {
    this.again = !!data.again;
  }

  create(): void {
    this.match = currentMatch();
    if (!this.match || !this.match.outcome) {
      this.go('menu');
      return;
    }
    this.celebrated = this.again;
    super.create();
    if (this.match.online) {
      // the room's news (a rematch asked) changes the rematch button's words only: refreshed in
      // place, not built again, so a tap on it that straddles the news is not lost
      const off = onOnline((e) => e.type === 'changed' && this.sys.isActive() && this.refreshTexts());
      this.events.once('shutdown', off);
    }
    if (this.again) return;
    const o = this.match.outcome;
    if (o.winner === 'draw') sound.play('draw');
    else if (!this.match.vsPanda || this.match.isHumanSide(o.winner)) sound.play('win');
    else sound.play('lose');
  }

  protected teardown(): void {
    this.view?.destroy();
    this.view = null;
  }

  protected beforeRebuild(): void {
    this.view?.destroy();
    this.view = null;
  }

  private headline(): string {
    const m = this.match as Match;
    const o = m.outcome as Outcome;
    if (o.winner === 'draw') return t('result:draw');
    if (m.online) return m.isHumanSide(o.winner) ? t('result:youWin') : t('result:youLose');
    if (m.vsPanda)
      return m.isHumanSide(o.winner) ? t('result:youWin') : t('result:pandaWins', { name: t(`common:pandas.${m.panda}.name`) });
    return t(`games:${m.game}.wins.${o.winner}`);
  }

  /** The same counts as the board's panel, a line per side, then the moves played. */
  private countsText(): string {
    const m = this.match as Match;
    // online, a line says who played it: you, and the other player by nickname
    const who = (side: Side) => (m.online ? playerName(m, side) : sideName(m, side));
    const lines = m.sides.map((side) => t('result:sideCounts', { side: who(side), counts: countsText(m, side) }));
    lines.push(t('result:moves', { n: m.record.history.length }));
    return lines.join('\n');
  }

  protected build(): void {
    const m = this.match as Match;
    const o = m.outcome as Outcome;
    const { W, H } = this;
    const portrait = this.portrait;
    this.background(0.45);
    const pad = portrait ? 24 : 28;
    const barH = touchSize(portrait ? 64 : 56);
    this.soundButton(W - pad - barH / 2, pad + barH / 2, barH, barH, false);
    this.langButton(W - pad - barH - 12 - 65, pad + barH / 2, 130, barH);
    // a link to this game (docs/architecture.md, "Browser contract"): opens its review
    const shareW = portrait ? 250 : 230;
    this.btn({
      id: 'result.share',
      x: W - pad - barH - 12 - 130 - 12 - shareW / 2,
      y: pad + barH / 2,
      w: shareW,
      h: barH,
      label: () => t('share:copyLink'),
      fontSize: portrait ? 28 : 24,
      onClick: () => void copyGameLink(this, replayParams(m.game, m.record, matchMeta(m.config, m.sides, today()))),
    });

    let boardArea: { x: number; y: number; w: number; h: number };
    let px: number;
    let py: number;
    let pw: number;
    let ph: number;
    if (portrait) {
      // without a panda's last word the panel is shorter, and the board has the room
      ph = m.panda ? 420 : 330;
      const size = Math.min(W - pad * 2, H * 0.36 + 420 - ph);
      px = pad;
      pw = W - pad * 2;
      py = pad + barH + 16;
      boardArea = { x: (W - size) / 2, y: py + ph + 16, w: size, h: size };
    } else {
      const size = H - pad * 2 - barH - 12;
      boardArea = { x: pad, y: pad + barH + 12, w: size * 0.95, h: size * 0.95 };
      px = pad + size + 20;
      pw = W - px - pad;
      py = pad + barH + 12;
      ph = H - py - pad;
    }
    // in portrait an achievement's toast covers the final board, not the headline under
    // the top bar; in landscape the top left is free (src/ui/toast-spot.ts)
    welcomeToasts('result', portrait ? boardArea : null);
    this.view = new BoardView(this, m.rules, boardArea, { interactive: false, labels: true });
    this.view.sync(m.record.position);
    const last = m.record.lastMove;
    if (last && last.effect.to >= 0) this.view.showLastMove(last.effect.from, last.effect.to);

    panel(this, px, py, pw, portrait ? ph : ph, COLORS.panel, 0.95);
    const inner = 20;
    const btnH = touchSize(portrait ? 84 : 70);
    // landscape: two rows of two, wide enough that each label stays on one line (four in
    // a row wrap "Other players"); portrait: one button a row
    const buttonRows = portrait ? 1 : 2;
    const gap = 12;
    const buttonsH = buttonRows * btnH + (buttonRows - 1) * gap;
    // the panda's face: pleased when it won, dismayed when it lost
    let faceSize = 0;
    const faceKey = m.panda
      ? ART.panda(m.panda, o.winner === 'draw' ? 'neutral' : m.isHumanSide(o.winner) ? 'dismayed' : 'pleased')
      : ART.friend;
    let face: { x: number; y: number } | null = null;
    if (this.textures.exists(faceKey)) {
      faceSize = portrait ? 120 : 140;
      face = { x: px + pw - inner - faceSize / 2, y: py + inner + faceSize / 2 };
      const img = this.add.image(face.x, face.y, faceKey).setDisplaySize(faceSize, faceSize);
      if (m.panda) new PandaLife(this, img, m.panda, o.winner === 'draw' ? 'neutral' : m.isHumanSide(o.winner) ? 'dismayed' : 'pleased');
    }
    const tw = pw - inner * 2 - (faceSize ? faceSize + 10 : 0);
    const title = this.label(
      px + inner,
      py + inner,
      () => this.headline(),
      { w: tw, h: portrait ? 64 : 70, size: portrait ? 48 : 52 },
      o.winner === 'draw' ? COLORS.ink : COLORS.accentDark,
      { fontStyle: 'bold' },
    );
    title.setOrigin(0, 0);
    const reason = this.label(
      px + inner,
      py + inner + (portrait ? 70 : 80),
      () => reasonText(m, o),
      { w: tw, h: portrait ? 76 : 80, size: portrait ? 34 : 32, wrap: true },
      COLORS.ink,
    );
    reason.setOrigin(0, 0);
    const countsY = py + inner + (portrait ? 150 : 175);
    const countsH = portrait ? 150 : 150;
    const counts = this.label(
      px + inner,
      countsY,
      () => this.countsText(),
      { w: pw - inner * 2, h: countsH, size: portrait ? 24 : 23, wrap: true },
      COLORS.inkSoft,
      { lineSpacing: 4 },
    );
    counts.setOrigin(0, 0);
    // the panda's last word, in character
    if (m.panda) {
      const mood = o.winner === 'draw' ? 'draw' : m.isHumanSide(o.winner) ? 'lose' : 'win';
      const remarkY = countsY + countsH + 6;
      const remarkH = portrait ? py + ph - 14 - remarkY : py + ph - inner - buttonsH - 16 - remarkY;
      const remark = this.label(
        px + inner,
        remarkY,
        () => t('result:remark', { name: t(`common:pandas.${m.panda}.name`), text: t(`result:remarks.${m.panda}.${mood}`) }),
        { w: pw - inner * 2, h: remarkH, size: portrait ? 26 : 26, wrap: true, min: 12 },
        0x3b5a8a,
        { fontStyle: 'italic' },
      );
      remark.setOrigin(0, 0);
    }

    // buttons
    const defs = [
      { id: 'result.rematch', key: () => this.rematchKey(), kind: 'primary' as const, go: () => this.rematch() },
      { id: 'result.another', key: () => 'result:another', kind: 'normal' as const, go: () => this.another() },
      { id: 'result.review', key: () => 'result:review', kind: 'normal' as const, go: () => this.go('review') },
      { id: 'result.menu', key: () => 'result:menu', kind: 'normal' as const, go: () => this.toMenu() },
    ];
    if (portrait) {
      const top = boardArea.y + boardArea.h + 20;
      const avail = H - pad - top;
      const h = Math.min(btnH, (avail - gap * (defs.length - 1)) / defs.length);
      defs.forEach((d, i) =>
        this.btn({
          id: d.id,
          x: W / 2,
          y: top + i * (h + gap) + h / 2,
          w: W - pad * 2,
          h,
          kind: d.kind,
          label: () => t(d.key()),
          fontSize: 30,
          onClick: d.go,
        }),
      );
    } else {
      const perRow = Math.ceil(defs.length / buttonRows);
      const bw = (pw - inner * 2 - gap * (perRow - 1)) / perRow;
      const top = py + ph - inner - buttonsH;
      defs.forEach((d, i) => {
        const col = i % perRow;
        const row = Math.floor(i / perRow);
        const x = px + inner + col * (bw + gap) + bw / 2;
        const y = top + row * (btnH + gap) + btnH / 2;
        this.btn({ id: d.id, x, y, w: bw, h: btnH, kind: d.kind, label: () => t(d.key()), fontSize: 24, onClick: d.go });
      });
    }
    // once per result (a resize rebuilds the scene without celebrating again)
    if (!this.celebrated) {
      this.celebrated = true;
      this.celebrate(face, faceSize);
    }
  }

  /** Confetti when the player (or, between friends, anyone) wins; a few soft stars otherwise. */
  private celebrate(face: { x: number; y: number } | null, faceSize: number): void {
    const m = this.match as Match;
    const o = m.outcome as Outcome;
    if (o.winner !== 'draw' && (!m.vsPanda || m.isHumanSide(o.winner))) {
      confetti(this, { x: 0, y: 0, w: this.W, h: this.H });
    } else if (face) {
      softStars(this, face.x, face.y, faceSize * 0.6, o.winner === 'draw' ? 0xfff3c4 : 0xffd98a);
    } else {
      softStars(this, this.W / 2, this.H * 0.3, 160);
    }
  }

  private refreshTexts(): void {
    this.refreshers = this.refreshers.filter((r) => !('scene' in r) || !!(r as { scene?: unknown }).scene);
    for (const r of this.refreshers) r.refresh();
  }

  /** Online: the rematch button says whether it was asked, by whom. */
  private rematchKey(): string {
    const asked = onlineGame()?.snap?.rematch;
    if (!(this.match as Match).online || !asked) return 'result:rematch';
    return asked[0] ? 'online:rematchAsked' : asked[1] ? 'online:rematchOffered' : 'result:rematch';
  }

  /** The same game against the same opponent, sides swapped (who began now answers). */
  private rematch(): void {
    const m = this.match as Match;
    if (m.online) {
      // the room starts the next round when both have asked (the board comes with it)
      onlineGame()?.send({ type: 'rematch' });
      return;
    }
    const other = m.sides[0] === m.config.humanSide ? m.sides[1] : m.sides[0];
    newMatch(settings.matchConfig(m.game, m.config.opponent, m.vsPanda ? other : m.config.humanSide));
    this.go('board');
  }

  private another(): void {
    const game = (this.match as Match).game;
    leaveOnline();
    endMatch();
    this.go('select', { game });
  }

  private toMenu(): void {
    leaveOnline();
    endMatch();
    this.go('menu');
  }
}
