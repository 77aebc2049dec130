// Placeholder boot (replaced by the real scenes): a menu listing the five games.
import { AUTO, Game, Scale, Scene } from 'phaser';
import { GAME_IDS } from './engine/types';

interface ControlInfo { id: string; label: string; x: number; y: number; w: number; h: number; enabled: boolean }
const controlList: ControlInfo[] = [];
let booted = false;

class MenuScene extends Scene {
  constructor() { super('menu'); }
  create(): void {
    GAME_IDS.forEach((id, i) => {
      const t = this.add.text(640, 160 + i * 90, id, { fontSize: '40px', color: '#fff' }).setOrigin(0.5);
      controlList.push({ id: `menu.game.${id}`, label: id, x: t.x - t.width / 2, y: t.y - t.height / 2, w: t.width, h: t.height, enabled: true });
    });
    booted = true;
  }
}

const game = new Game({ type: AUTO, parent: 'game', backgroundColor: '#2b1d14', scale: { mode: Scale.FIT, autoCenter: Scale.CENTER_BOTH, width: 1280, height: 720 }, scene: [MenuScene] });

if (new URLSearchParams(location.search).get('test') === '1') {
  const canvasRect = () => game.canvas.getBoundingClientRect();
  Object.defineProperty(window, '__panda', { value: {
    get ready() { return booted; },
    scene: () => game.scene.getScenes(true)[0]?.scene.key ?? null,
    controls: () => controlList.map((c) => { const r = canvasRect(); const k = r.width / 1280; return { ...c, x: r.left + c.x * k, y: r.top + c.y * k, w: c.w * k, h: c.h * k }; }),
    board: () => null,
  } });
}
