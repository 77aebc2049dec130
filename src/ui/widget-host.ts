// What a scene offers the views and dialogs it composes: its size and orientation, the
// widgets it creates (registered for language changes and the test hook) and its modal
// layer. Scenes implement it (src/scenes/base.ts); views and dialogs import only this.
import type { Scene } from 'phaser';
import type { Button, ButtonOptions, Label, Refreshable } from './widgets';

export interface LabelBox {
  w: number;
  h: number;
  size: number;
  min?: number;
  wrap?: boolean;
}

export interface WidgetHost {
  /** The Phaser scene the widgets live in. */
  readonly stage: Scene;
  readonly W: number;
  readonly H: number;
  readonly portrait: boolean;
  /** Current modal depth: 0 without a dialog. */
  layer: number;
  readonly refreshers: Refreshable[];
  btn(opts: ButtonOptions): Button;
  label(x: number, y: number, fn: () => string, box: LabelBox, color?: number, extra?: Record<string, unknown>): Label;
}
