// Match settings: a new round, the opponent, the turn timer, the draw rules (where the game
// has them), the game's variants (for the next round), the music's and the effects' volumes,
// motion and contrast (the high-contrast theme, docs/colour.md). Choices are remembered (settings.ts, src/audio/volume.ts) and handed to the
// live match.
import type { GameObjects } from 'phaser';
import type { Match } from '../match/match';
import { OPPONENTS, type Opponent } from '../match/players';
import { sound } from '../audio/sound-channel';
import { kitOf } from '../games/registry';
import { t } from '../i18n/index';
import { settings, TIMER_CHOICES } from '../settings';
import { COLORS, minFontSize, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { openModal, type ModalHandle } from '../ui/modal';
import type { Button } from '../ui/widgets';
import { volumeStepper } from './volume-stepper';

export interface SettingsActions {
  newRound(): void;
  /** A setting changed (the panel refreshes). */
  changed(): void;
  onClose(): void;
}

export function openSettingsDialog(host: WidgetHost, match: Match, actions: SettingsActions): ModalHandle {
  const { W, H, portrait } = host;
  const variants = kitOf(match.game).variants;
  // opponent, timer, sound (two rows in portrait), motion and contrast (a row of their own in
  // portrait, beside New round in landscape), draw rules, variants
  const rowCount = 3 + (portrait ? 1 : 0) + (match.rules.hasDrawRules ? 1 : 0) + variants.length;
  const rowH = portrait ? 150 : 76;
  // a fingertip high on any screen (src/ui/theme.ts)
  const btnH = touchSize(portrait ? 72 : 60);
  // a variant's note: one line at the 12 CSS px floor
  const noteH = Math.max(30, Math.ceil(minFontSize() * 1.25 + 8));
  // The panel hugs its rows and the Done button: the title bar (at most its close button's
  // size, modal.ts, and 12), the body's margins, New round, the rows, the notes, Done.
  const titleH = touchSize(52) + 12;
  const modalH = titleH + 8 + 4 + btnH + 18 + rowCount * (rowH + 10) + (portrait ? btnH + 10 : 0) + variants.length * noteH + 8 + btnH + 16;
  const modal = openModal(host.stage, {
    title: () => t('settings:title'),
    w: portrait ? W - 24 : Math.min(980, W - 60),
    h: Math.min(H - 24, modalH),
    closeId: 'settings.close',
    layer: host.layer,
    onClose: actions.onClose,
    refreshers: host.refreshers,
  });
  const b = modal.body;
  const add = (o: GameObjects.GameObject) => modal.root.add(o);
  let y = b.y + 4;
  const toggle = (id: string, on: () => boolean, words: () => string, flip: () => void, x: number, w: number, yy: number): Button => {
    const b: Button = host.btn({
      id,
      x: x + w / 2,
      y: yy,
      w,
      h: btnH,
      label: words,
      fontSize: 22,
      onClick: () => {
        flip();
        b.setSelected(on());
        b.refresh();
      },
    });
    b.setSelected(on());
    return b;
  };
  const motionToggle = (x: number, w: number, yy: number) =>
    toggle(
      'settings.motion',
      () => settings.reducedMotion,
      () => t(settings.reducedMotion ? 'settings:motionReduced' : 'settings:motionFull'),
      () => settings.setReducedMotion(!settings.reducedMotion),
      x,
      w,
      yy,
    );
  const contrastToggle = (x: number, w: number, yy: number) =>
    toggle(
      'settings.contrast',
      () => settings.highContrast,
      () => t(settings.highContrast ? 'settings:contrastHigh' : 'settings:contrastStandard'),
      () => settings.setHighContrast(!settings.highContrast),
      x,
      w,
      yy,
    );
  // in landscape New round shares its row with motion and contrast (the dialog must fit 800 x 450)
  const newRoundW = portrait ? Math.min(b.w, 420) : (b.w - 20) * 0.34;
  add(
    host.btn({
      id: 'settings.newRound',
      x: portrait ? b.x + b.w / 2 : b.x + newRoundW / 2,
      y: y + btnH / 2,
      w: newRoundW,
      h: btnH,
      kind: 'primary',
      label: () => t('settings:newRound'),
      onClick: actions.newRound,
    }),
  );
  if (!portrait) {
    const tw = (b.w - 20 - newRoundW) / 2;
    add(motionToggle(b.x + newRoundW + 10, tw, y + btnH / 2));
    add(contrastToggle(b.x + newRoundW + 20 + tw, tw, y + btnH / 2));
  }
  y += btnH + 18;
  const labelW = portrait ? b.w : 230;
  const rowLabel = (key: string) => {
    const l = host.label(b.x, portrait ? y + 20 : y + rowH / 2, () => t(key), { w: labelW - 12, h: 44, size: 24 }, COLORS.ink, {
      fontStyle: 'bold',
    });
    l.setOrigin(0, 0.5);
    add(l);
    const gx = portrait ? b.x : b.x + labelW;
    return { gx, gy: portrait ? y + 48 : y + (rowH - btnH) / 2, gw: portrait ? b.w : b.w - labelW };
  };
  /** A row of choices, one of them selected. */
  const group = <T extends string>(
    key: string,
    idPrefix: string,
    values: readonly T[],
    text: (v: T) => string,
    current: () => T,
    set: (v: T) => void,
  ) => {
    const { gx, gy, gw } = rowLabel(key);
    const gap = 10;
    const bw = (gw - gap * (values.length - 1)) / values.length;
    const buttons: { v: T; b: Button }[] = [];
    const paint = () => buttons.forEach((x) => x.b.setSelected(x.v === current()));
    values.forEach((v, i) => {
      const btn = host.btn({
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
          actions.changed();
        },
      });
      buttons.push({ v, b: btn });
      add(btn);
    });
    paint();
    y += rowH + 10;
  };
  group<Opponent>(
    'settings:opponent',
    'settings.opponent',
    OPPONENTS,
    (o) => t(`common:pandas.${o}.name`),
    () => match.config.opponent,
    (o) => {
      settings.setOpponent(o);
      match.setOpponent(o);
    },
  );
  const timerIds = TIMER_CHOICES.map((s) => (s === 0 ? 'off' : String(s)));
  group<string>(
    'settings:timer',
    'settings.timer',
    timerIds,
    (v) => (v === 'off' ? t('settings:timerOff') : t('settings:timerValue', { s: v })),
    () => (settings.timerSec === 0 ? 'off' : String(settings.timerSec)),
    (v) => {
      settings.setTimer(v === 'off' ? 0 : Number(v));
      match.setTimer(settings.effectiveTimer);
    },
  );
  if (match.rules.hasDrawRules) {
    group<string>(
      'settings:drawRules',
      'settings.draw',
      ['on', 'off'],
      (v) => t(`common:${v}`),
      () => (settings.drawRules ? 'on' : 'off'),
      (v) => {
        settings.setDrawRules(v === 'on');
        match.setDrawRules(v === 'on');
      },
    );
  }
  for (const variant of variants) {
    const [off, on] = variant.values;
    group<string>(
      variant.labelKey,
      `settings.${variant.control}`,
      variant.values,
      (v) => t(v === on ? variant.valueKeys[1] : variant.valueKeys[0]),
      () => (settings.ruleOption(variant.option) ? on : off),
      (v) => {
        settings.setRuleOption(variant.option, v === on);
        match.setOption(variant.option, v === on);
      },
    );
    add(
      host.label(
        portrait ? b.x : b.x + labelW,
        y - 6,
        () => t('settings:nextRound'),
        { w: portrait ? b.w : b.w - labelW, h: noteH, size: 18 },
        COLORS.inkSoft,
      ),
    );
    y += noteH;
  }
  // the music's and the effects' volumes, remembered: in landscape one row without a heading
  // (the steppers name themselves), in portrait two; then, in portrait, motion and contrast
  const stepper = (kind: 'music' | 'effects', x: number, w: number, yy: number) =>
    volumeStepper(host, {
      id: `settings.${kind}Volume`,
      nameKey: `settings:${kind}`,
      x,
      y: yy,
      w,
      h: btnH,
      level: () => (kind === 'music' ? sound.musicVolume : sound.effectsVolume),
      set: (v) => (kind === 'music' ? sound.setMusicVolume(v) : sound.setEffectsVolume(v)),
    }).forEach(add);
  if (portrait) {
    // one under the other, each the row's width: their words fit at a readable size
    const row = rowLabel('settings:sound');
    stepper('music', row.gx, row.gw, row.gy + btnH / 2);
    y += rowH + 10;
    stepper('effects', row.gx, row.gw, y + btnH / 2);
    y += btnH + 10;
  } else {
    const gap = 24;
    const sw = (b.w - gap) / 2;
    stepper('music', b.x, sw, y + rowH / 2);
    stepper('effects', b.x + sw + gap, sw, y + rowH / 2);
    y += rowH + 10;
  }
  if (portrait) {
    const look = rowLabel('settings:display');
    const half = (look.gw - 10) / 2;
    add(motionToggle(look.gx, half, look.gy + btnH / 2));
    add(contrastToggle(look.gx + half + 10, half, look.gy + btnH / 2));
    y += rowH + 10;
  }
  // Done where it fits under the rows; on a short screen the title bar's close button does its job
  if (y + 8 + btnH <= b.y + b.h) {
    add(
      host.btn({
        id: 'settings.done',
        x: b.x + b.w / 2,
        y: y + 8 + btnH / 2,
        w: Math.min(b.w, 300),
        h: btnH,
        label: () => t('settings:close'),
        onClick: () => modal.close(),
      }),
    );
  }
  return modal;
}
