// For browser tests only (the `?test=1` hook): every visible text on screen with its box,
// its font size and the lines it wraps to, in CSS pixels of the viewport, so a test can
// check sizes, line breaks and, from a screenshot of the box, contrast.
import type { Game, GameObjects } from 'phaser';

export interface TextProbe {
  text: string;
  /** The lines as drawn (the fitter wraps with explicit line breaks). */
  lines: string[];
  /** The text before the fitter wrapped it, when it went through the fitter (src/ui/fit.ts). */
  unwrapped: string | null;
  /** Box in CSS pixels of the viewport. */
  x: number;
  y: number;
  w: number;
  h: number;
  /** Font size in CSS pixels, after every scale on the way to the screen. */
  fontPx: number;
  bold: boolean;
  /** Fill colour, `#rrggbb`. */
  color: string;
  /** Opacity after every parent's (a disabled button's label is faded). */
  alpha: number;
  /** True when the text draws a shadow or an outline that sets it off its background. */
  outlined: boolean;
  /** Depth of its top-level object: dialogs sit at 1000 and more. */
  depth: number;
  scene: string;
}

type Node = GameObjects.GameObject & {
  visible?: boolean;
  alpha?: number;
  scaleY?: number;
  depth?: number;
  list?: Node[];
  parentContainer: Node | null;
};

export function probeTexts(game: Game): TextProbe[] {
  const rect = game.canvas.getBoundingClientRect();
  const k = rect.width / game.scale.width;
  const out: TextProbe[] = [];
  const walk = (list: Node[], alpha: number, scale: number, depth: number | null, scene: string) => {
    for (const o of list) {
      if (!o.active || o.visible === false) continue;
      const a = alpha * (o.alpha ?? 1);
      if (a <= 0.01) continue;
      const s = scale * (o.scaleY ?? 1);
      const d = depth ?? o.depth ?? 0;
      if (o.type === 'Text') {
        const t = o as unknown as GameObjects.Text;
        if (t.text.trim() !== '') {
          const b = t.getBounds();
          const style = t.style as unknown as {
            fontSize: string;
            fontStyle: string;
            color: string;
            shadowBlur: number;
            shadowFill: boolean;
            strokeThickness: number;
          };
          out.push({
            text: t.text.replace(/\n/g, ' '),
            lines: t.text.split('\n'),
            unwrapped: (t as unknown as { unwrapped?: string }).unwrapped ?? null,
            x: rect.left + b.x * k,
            y: rect.top + b.y * k,
            w: b.width * k,
            h: b.height * k,
            fontPx: parseFloat(style.fontSize) * s * k,
            bold: /bold/.test(style.fontStyle),
            color: style.color,
            alpha: a,
            outlined: (style.shadowFill && style.shadowBlur > 0) || style.strokeThickness > 0,
            depth: d,
            scene,
          });
        }
      }
      if (Array.isArray(o.list)) walk(o.list, a, s, d, scene);
    }
  };
  for (const sc of game.scene.getScenes(true)) {
    walk(sc.sys.displayList.list as unknown as Node[], 1, 1, null, sc.scene.key);
  }
  return out;
}
