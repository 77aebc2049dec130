// The daily puzzle's payoff on the board: once solved, a card over the board says so (with
// confetti the first time), and offers the next unsolved game's puzzle (`puzzle.next`) and
// the way back to the picker (`puzzle.back`). docs/architecture.md, "Puzzle of the day".
import { GAME_IDS, type GameId } from '../games/registry';
import { t } from '../i18n/index';
import { isSolved } from '../puzzles/solved';
import type { KeyValue } from '../puzzles/solved';
import { COLORS, touchSize } from '../ui/theme';
import type { WidgetHost } from '../ui/widget-host';
import { panel } from '../ui/widgets';
import type { Rect } from '../views/board-frame';
import { confetti } from '../views/effects';

/** The picker's own green for a solved puzzle. */
export const SOLVED_INK = 0x24542d;

/** The first game after `game`, in the menu's order and round again, whose puzzle of `date` is not solved. */
export function nextUnsolved(game: GameId, date: string, store: KeyValue): GameId | null {
  const i = GAME_IDS.indexOf(game);
  for (let k = 1; k < GAME_IDS.length; k++) {
    const id = GAME_IDS[(i + k) % GAME_IDS.length];
    if (!isSolved(store, id, date)) return id;
  }
  return null;
}

export interface PayoffActions {
  /** The next unsolved puzzle's game, or null when every puzzle of the day is solved. */
  next: GameId | null;
  openNext(): void;
  back(): void;
  /** Confetti now (the first showing, not a rebuild's). */
  celebrate: boolean;
}

/** `board`: the board's playing area, inside the coordinates along its edges. */
export function showPayoff(host: WidgetHost, board: Rect, a: PayoffActions): void {
  const portrait = host.portrait;
  const w = Math.min(board.w, portrait ? 640 : 560);
  const btnH = touchSize(portrait ? 80 : 64);
  const h = Math.min(board.h, (portrait ? 150 : 130) + btnH + 40);
  const x = board.x + (board.w - w) / 2;
  const y = board.y + (board.h - h) / 2;
  const inner = 20;
  panel(host.stage, x, y, w, h, COLORS.panel, 0.97);
  host
    .label(x + w / 2, y + inner + 26, () => t('puzzle:payoff.title'), { w: w - inner * 2, h: 56, size: portrait ? 44 : 40 }, SOLVED_INK, {
      fontStyle: 'bold',
    })
    .setOrigin(0.5);
  const line = () => (a.next ? t('puzzle:payoff.nextUp', { game: t(`games:${a.next}.name`) }) : t('puzzle:payoff.allDone'));
  host
    .label(
      x + inner,
      y + inner + 62,
      line,
      { w: w - inner * 2, h: h - inner * 2 - 62 - btnH - 10, size: portrait ? 28 : 24, wrap: true, min: 12 },
      COLORS.ink,
    )
    .setOrigin(0, 0);
  const by = y + h - inner - btnH / 2;
  const gap = 14;
  const bw = a.next ? (w - inner * 2 - gap) / 2 : w - inner * 2;
  host.btn({ id: 'puzzle.back', x: x + inner + bw / 2, y: by, w: bw, h: btnH, label: () => t('puzzle:payoff.back'), onClick: a.back });
  if (a.next)
    host.btn({
      id: 'puzzle.next',
      x: x + inner + bw + gap + bw / 2,
      y: by,
      w: bw,
      h: btnH,
      kind: 'primary',
      label: () => t('puzzle:payoff.next'),
      onClick: a.openNext,
    });
  if (a.celebrate) confetti(host.stage, board);
}
