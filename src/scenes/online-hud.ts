// What an online board adds: the room's news on the panel's notice line (the other player
// away and the seconds left to come back, the link lost, an emote received) and the six
// emotes, which the player may mute (docs/online.md).
import type { Scene } from 'phaser';
import { t } from '../i18n/index';
import { onlineGame, onOnline } from '../online/session';
import { EMOTES } from '../online/protocol';
import type { SidePanel } from '../views/side-panel';
import type { BaseScene } from './base';
import { COLORS, touchSize } from '../ui/theme';

let emotesMuted = false;
/** The emotes' faces: glyphs every system font has (no colour emoji font needed). */
const GLYPHS = ['☺', '★', '!', '?', '♥', '✓'];

/** The room takes one emote per player every 2 s (server/match-room.ts). */
const EMOTE_GAP_MS = 2000;

export class OnlineHud {
  private next = 0;
  private emoteSentAt = -Infinity;
  private greeted = false;
  private off: () => void;

  constructor(
    private readonly scene: BaseScene & Scene,
    private readonly panel: () => SidePanel | null,
    /** The link is gone for good during the game: the board offers to play on against a panda. */
    private readonly lost: () => void,
  ) {
    this.off = onOnline((e) => {
      if (e.type === 'failed' && onlineGame()?.closed) this.lost();
      if (e.type === 'emote' && emotesMuted) console.info(`[online] emote ${e.n} not shown: muted`);
      else if (e.type === 'refused' && e.reason === 'too-fast' && performance.now() - this.emoteSentAt < EMOTE_GAP_MS + 1000) {
        // the room took none of it: the player's own line says so, not "You: …"
        this.panel()?.showNotice({ key: 'online:emoteTooFast' }, 2500);
        this.next = performance.now() + 2500;
      } else if (e.type === 'emote' && e.n >= 0 && e.n < EMOTES) {
        const name = onlineGame()?.opponent ?? '';
        this.panel()?.showNotice({ key: 'online:emoteFrom', params: { name, text: t(`online:emotes.${e.n}`) } }, 3000);
        this.next = performance.now() + 3000;
      }
    });
  }

  /** The emotes' tray, open under the toolbar (its button takes Settings' place online). */
  private open = false;
  private rebuild: () => void = () => undefined;

  toggle(): void {
    this.open = !this.open;
    this.rebuild();
  }

  /** Draws the tray when it is open: six emotes and the switch that mutes the other's. */
  build(toolbar: { x: number; y: number; w: number; h: number }, rebuild: () => void): void {
    this.rebuild = rebuild;
    if (!this.open) return;
    const s = this.scene;
    const cols = EMOTES + 1;
    const gap = 8;
    const size = Math.min(touchSize(64), (toolbar.w - gap * (cols + 1)) / cols);
    const w = cols * size + (cols + 1) * gap;
    const x0 = toolbar.x + toolbar.w - w;
    const y0 = toolbar.y + toolbar.h + 8;
    s.add.rectangle(x0 + w / 2, y0 + (size + gap * 2) / 2, w, size + gap * 2, COLORS.panelDark, 0.96).setStrokeStyle(3, COLORS.gold);
    let x = x0 + gap + size / 2;
    const y = y0 + gap + size / 2;
    for (let n = 0; n < EMOTES; n++) {
      s.btn({
        id: `online.emote.${n}`,
        x,
        y,
        w: size,
        h: size,
        label: () => GLYPHS[n],
        hookLabel: () => t(`online:emotes.${n}`),
        fontSize: size * 0.5,
        onClick: () => {
          onlineGame()?.send({ type: 'emote', n });
          this.emoteSentAt = performance.now();
          this.panel()?.showNotice({ key: 'online:emoteSent', params: { text: t(`online:emotes.${n}`) } }, 2000);
          this.toggle();
        },
      });
      x += size + gap;
    }
    s.btn({
      id: 'online.emote.mute',
      x,
      y,
      w: size,
      h: size,
      label: () => (emotesMuted ? '✕' : '♪'),
      hookLabel: () => t(emotesMuted ? 'online:emotesOff' : 'online:emotesOn'),
      fontSize: size * 0.45,
      onClick: () => {
        emotesMuted = !emotesMuted;
        this.rebuild();
      },
    });
  }

  /** Twice a second: the countdown of an absent player, or the lost link, on the notice line. */
  update(): void {
    const now = performance.now();
    if (now < this.next) return;
    this.next = now + 500;
    const g = onlineGame();
    const panel = this.panel();
    if (!g || !panel) return;
    if (!this.greeted && g.opponent) {
      this.greeted = true;
      panel.showNotice({ key: 'online:against', params: { name: g.opponent } }, 3000);
      this.next = now + 3000;
      return;
    }
    if (g.status === 'opponent-away') {
      panel.showNotice({ key: 'online:away', params: { name: g.opponent ?? '', s: String(g.awaySecondsLeft() ?? 0) } }, 1200);
    } else if (g.status === 'offline') {
      panel.showNotice({ key: g.closed ? 'online:errors.gone' : 'online:errors.lost' }, 1200);
    }
  }

  destroy(): void {
    this.off();
  }
}
