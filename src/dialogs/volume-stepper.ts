// A volume in steps: a quieter button, the level in words ("Music 60%"), a louder button.
// Buttons, so the keyboard's focus and a fingertip reach it like any other control; each
// is square and at least a fingertip on every screen (the height it is given, touchSize).
import type { GameObjects } from 'phaser';
import { stepVolume } from '../audio/volume';
import { t } from '../i18n/index';
import { COLORS, minFontSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import type { Button } from '../ui/widgets';

export interface VolumeStepperOptions {
  /** Control ids `<id>.down` and `<id>.up`; the level's text is `<id>` in texts(). */
  id: string;
  /** The volume's name key: `settings:music` or `settings:effects`. */
  nameKey: string;
  x: number;
  y: number;
  w: number;
  h: number;
  level(): number;
  set(level: number): void;
}

/** The stepper's objects, left to right, centred on `y`, between `x` and `x + w`. */
export function volumeStepper(host: WidgetHost, o: VolumeStepperOptions): GameObjects.GameObject[] {
  const side = o.h;
  const name = () => t(o.nameKey);
  const words = () =>
    o.level() === 0 ? t('settings:volumeOff', { name: name() }) : t('settings:volumeLevel', { name: name(), level: o.level() });
  const text = host.label(o.x + o.w / 2, o.y, words, { w: o.w - 2 * side - 12, h: side, size: 22, min: minFontSize() }, COLORS.ink, {
    fontStyle: 'bold',
  });
  text.setOrigin(0.5, 0.5);
  const buttons: Button[] = [];
  const paint = () => {
    buttons[0]!.setEnabled(o.level() > 0);
    buttons[1]!.setEnabled(o.level() < 100);
    text.refresh();
  };
  const step = (dir: 1 | -1) => {
    o.set(stepVolume(o.level(), dir));
    paint();
  };
  buttons.push(
    host.btn({ id: `${o.id}.down`, x: o.x + side / 2, y: o.y, w: side, h: side, label: () => '−', fontSize: 30, onClick: () => step(-1) }),
    host.btn({
      id: `${o.id}.up`,
      x: o.x + o.w - side / 2,
      y: o.y,
      w: side,
      h: side,
      label: () => '+',
      fontSize: 30,
      onClick: () => step(1),
    }),
  );
  paint();
  return [buttons[0]!, text, buttons[1]!];
}
