// What an online board adds: the room's news on the panel's notice line (the other player
// away and the seconds left to come back, the link lost, an emote received) and the six
// emotes, which the player may mute (docs/online.md).
import type { Scene } from 'phaser';
import { t } from '../i18n/index';
import { onlineGame, onOnline } from '../online/session';
import { EMOTES } from '../online/protocol';
import type { SidePanel } from '../views/side-panel';
import type { BaseScene } from './base';

let emotesMuted = false;

export class OnlineHud {
  private next = 0;
  private off: () => void;

  constructor(private readonly scene: BaseScene & Scene, private readonly panel: () => SidePanel | null) {
    this.off = onOnline((e) => {
      if (e.type === 'emote' && !emotesMuted && e.n >= 0 && e.n < EMOTES) {
        const name = onlineGame()?.opponent ?? '';
        this.panel()?.showNotice({ key: 'online:emoteFrom', params: { name, text: t(`online:emotes.${e.n}`) } }, 3000);
        this.next = performance.now() + 3000;
      }
    });
  }

  /** The emote buttons, in a row under the board (landscape) or above it (portrait). */
  build(board: { x: number; y: number; w: number; h: number }): void {
    const s = this.scene;
    const size = Math.min(56, board.w / (EMOTES + 1.5));
    const gap = 6;
    const total = (EMOTES + 1) * size + EMOTES * gap;
    let x = board.x + (board.w - total) / 2 + size / 2;
    const y = s.portrait ? board.y - size / 2 - 4 : Math.min(s.H - size / 2 - 2, board.y + board.h + size / 2 + 2);
    for (let n = 0; n < EMOTES; n++) {
      s.btn({ id: `online.emote.${n}`, x, y, w: size, h: size, label: () => t(`online:emoteIcons.${n}`), hookLabel: () => t(`online:emotes.${n}`), fontSize: size * 0.5, onClick: () => onlineGame()?.send({ type: 'emote', n }) });
      x += size + gap;
    }
    const mute = s.btn({
      id: 'online.emote.mute',
      x,
      y,
      w: size,
      h: size,
      label: () => (emotesMuted ? '🔕' : '🔔'),
      hookLabel: () => t(emotesMuted ? 'online:emotesOff' : 'online:emotesOn'),
      fontSize: size * 0.45,
      onClick: () => {
        emotesMuted = !emotesMuted;
        mute.refresh();
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
    if (g.status === 'opponent-away') {
      panel.showNotice({ key: 'online:away', params: { name: g.opponent ?? '', s: String(g.awaySecondsLeft() ?? 0) } }, 1200);
    } else if (g.status === 'offline') {
      panel.showNotice({ key: 'online:errors.lost' }, 1200);
    }
  }

  destroy(): void {
    this.off();
  }
}
