// A game's guided tour: a few short steps, each a small real board (the engine's rules, the
// board view) that plays its example by itself, then lights the move for the player to try,
// with a one-line caption. Controls `tour.prev`, `tour.next`, `tour.skip`. The steps come
// from the game's kit (src/games/<id>/tour.ts).
import type { PlayedMove } from '../engine/record';
import type { AnyRules } from '../engine/types';
import { destinationsOf } from '../match/destinations';
import { sound } from '../audio/sound-channel';
import { tellTourFinished } from '../match/tour-events';
import type { TourStep } from '../games/kit';
import { kitOf, rulesFor, type GameId } from '../games/registry';
import { t } from '../i18n/index';
import { animMs } from '../settings';
import { BoardView } from './board-view';
import { COLORS, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { openModal, type ModalHandle } from '../ui/modal';
import type { Button, Label } from '../ui/widgets';

export interface TourHandle extends ModalHandle {
  page(): number;
  pages(): number;
  /** The step's example is playing ('watch'), waits for the player ('try'), or was played ('done'). */
  state(): 'watch' | 'try' | 'done';
  /** The tour's board (the test hook finds its points). */
  view(): BoardView | null;
}

function played(rules: AnyRules, pos: unknown, text: string): PlayedMove<unknown> {
  const move = rules.moveFromText(pos, text);
  return { move, text, before: pos, after: rules.play(pos, move), effect: rules.effect(pos, move), timerPass: false };
}

/** A step's caption: its sentences, one a line (the goal page has one per side). */
function captionOf(game: GameId, step: TourStep): string {
  return (step.text ?? [step.caption]).map((key) => t(`tour:${game}.${key}`)).join('\n');
}

export function openTour(host: WidgetHost, game: GameId, onClose: () => void): TourHandle {
  const { W, H, portrait } = host;
  const steps = kitOf(game).tour;
  const rules = rulesFor(game);
  let page = 0;
  let view: BoardView | null = null;
  let run = 0;
  let status: 'watch' | 'try' | 'done' = 'watch';
  const modal = openModal(host.stage, {
    title: () => `${t('tour:title')} · ${t(`games:${game}.name`)}`,
    w: portrait ? W - 24 : Math.min(1100, W - 40),
    h: portrait ? Math.min(H - 40, 1400) : H - 30,
    closeId: 'tour.close',
    layer: host.layer,
    onClose: () => {
      run++;
      view?.destroy();
      view = null;
      onClose();
    },
    refreshers: host.refreshers,
  });
  const b = modal.body;
  const btnH = touchSize(portrait ? 84 : 62);
  const by = b.y + b.h - btnH / 2;
  const boardArea = portrait
    ? { x: b.x, y: b.y, w: b.w, h: Math.min(b.w * 1.05, b.h - btnH - 300) }
    : { x: b.x, y: b.y, w: b.h - btnH - 16, h: b.h - btnH - 16 };
  const tx = portrait ? b.x : boardArea.x + boardArea.w + 24;
  const ty = portrait ? boardArea.y + boardArea.h + 16 : b.y + 8;
  const tw = portrait ? b.w : b.x + b.w - tx;
  const counter = host.label(
    tx,
    ty,
    () => t('tour:step', { n: page + 1, total: steps.length }),
    { w: tw, h: 34, size: portrait ? 24 : 20 },
    COLORS.inkSoft,
  );
  const caption: Label = host.label(
    tx,
    ty + 40,
    () => captionOf(game, steps[page]),
    {
      w: tw,
      h: (portrait ? by - btnH / 2 - 16 : boardArea.y + boardArea.h) - (ty + 40) - 90,
      size: portrait ? 30 : 26,
      wrap: true,
      min: 12,
    },
    COLORS.ink,
    { lineSpacing: 4 },
  );
  let wrongTry = false;
  const promptText = () =>
    status === 'try' ? t(wrongTry ? 'tour:tryWrong' : 'tour:try') : status === 'done' && steps[page].tryMove ? t('tour:done') : '';
  const prompt: Label = host.label(
    tx,
    caption.y + caption.height + 16,
    promptText,
    { w: tw, h: 70, size: portrait ? 26 : 22, wrap: true, min: 12 },
    COLORS.accentDark,
    { fontStyle: 'bold' },
  );
  modal.root.add([counter, caption, prompt]);
  const gap = 12;
  const bw = (b.w - gap * 2) / 3;
  const mk = (id: string, i: number, label: () => string, onClick: () => void, kind: 'primary' | 'normal' = 'normal'): Button => {
    const btn = host.btn({
      id,
      x: b.x + i * (bw + gap) + bw / 2,
      y: by,
      w: bw,
      h: btnH,
      kind,
      label,
      fontSize: portrait ? 28 : 24,
      onClick,
    });
    modal.root.add(btn);
    return btn;
  };
  const prev = mk(
    'tour.prev',
    0,
    () => t('tour:buttons.prev'),
    () => show(page - 1),
  );
  mk(
    'tour.skip',
    1,
    () => t('tour:buttons.skip'),
    () => modal.close(),
  );
  const next = mk(
    'tour.next',
    2,
    () => t(page === steps.length - 1 ? 'tour:buttons.finish' : 'tour:buttons.next'),
    () => (page === steps.length - 1 ? modal.close() : show(page + 1)),
    'primary',
  );

  const refresh = () => {
    counter.refresh();
    caption.refresh();
    prompt.setY(caption.y + caption.height + 16);
    prompt.refresh();
    prev.setEnabled(page > 0);
    next.refresh();
  };

  /** The step's example plays by itself, then its move waits for the player. */
  const show = (to: number): void => {
    page = Math.max(0, Math.min(steps.length - 1, to));
    const step: TourStep = steps[page];
    const mine = ++run;
    view?.destroy();
    view = new BoardView(host.stage, rules, boardArea);
    modal.root.add(view.root);
    let pos = rules.parse(step.position);
    view.sync(pos);
    status = 'watch';
    wrongTry = false;
    refresh();
    const current = view;
    void (async () => {
      for (const text of step.demo) {
        await current.wait(animMs(700));
        if (mine !== run) return;
        const p = played(rules, pos, text);
        await current.animate(p);
        pos = p.after;
        if (mine !== run) return;
      }
      if (mine !== run) return;
      if (!step.tryMove) {
        // an example only: it has been shown
        status = 'done';
        refresh();
        if (page === steps.length - 1) tellTourFinished(game);
        return;
      }
      const target = played(rules, pos, step.tryMove);
      status = 'try';
      refresh();
      current.showHint(target.effect.from, target.effect.to);
      const dests = destinationsOf(rules, pos, [target.move]);
      if (dests.placements.size > 0) current.showSelection(null, [], [...dests.placements.keys()]);
      let selected: number | null = null;
      current.onPointClick = (point) => {
        if (status !== 'try' || mine !== run) return;
        const isTarget =
          target.effect.from < 0 ? point === target.effect.to : selected === target.effect.from && point === target.effect.to;
        if (isTarget) {
          status = 'done';
          current.clearMarkers();
          if (page === steps.length - 1) tellTourFinished(game);
          void current.animate(target).then(() => refresh());
          refresh();
          return;
        }
        if (point === target.effect.from) {
          selected = point;
          sound.play('select');
          current.showSelection(
            point,
            [target.effect.to],
            [],
            target.effect.captured.length + target.effect.converted.length > 0 ? [target.effect.to] : [],
          );
          return;
        }
        sound.play('illegal');
        current.shake(point);
        wrongTry = true;
        prompt.refresh();
      };
    })();
  };
  show(0);
  return { ...modal, page: () => page, pages: () => steps.length, state: () => status, view: () => view };
}
