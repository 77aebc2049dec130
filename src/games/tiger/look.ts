// How Pingluo Tiger Chess looks: two tigers and the dogs, the mountain (a hill behind the
// diamond of c1, b2, d2 above c3) over the 5 x 5 board; a tiger leaps over the dog it takes.

import { f, path } from '../../art/svg';
import { card, grid, LINE, pieces } from '../../art/thumbs';
import type { GameLook } from '../kit';

function thumb(): string {
  // ranks 1-2 are the mountain above c3; ranks 3-7 the 5 x 5 board
  const step = 23;
  const x0 = 80 - 2 * step;
  // the mountain's two ranks are drawn a little closer together than the board's
  const y = (r: number) => 14 + (r <= 3 ? (r - 1) * 0.85 : 1.7 + (r - 3)) * step;
  const xc = x0 + 2 * step;
  const m = step * 0.8;
  const mountain = path(
    `M${xc} ${y(3)}L${f(xc - m)} ${y(2)}L${xc} ${y(1)}L${f(xc + m)} ${y(2)}Z M${xc} ${y(1)}V${y(3)} M${f(xc - m)} ${y(2)}H${f(xc + m)}`,
    `${LINE} stroke-width="2" fill="#c58d4e" fill-opacity="0.25" stroke-linejoin="round"`,
  );
  const pt = (file: number, rank: number): [number, number] =>
    rank <= 2 ? [file === 1 ? xc - m : file === 3 ? xc + m : xc, y(rank)] : [x0 + file * step, y(rank)];
  const board = './.T./...../.DDD./.DTD./.DDD./.....';
  // ranks 1 and 2 list only their existing points: c1 / b2 c2 d2
  const at = (fi: number, ri: number): [number, number] => (ri === 0 ? pt(2, 1) : ri === 1 ? pt(fi + 1, 2) : pt(fi, ri + 1));
  return card(grid(x0, y(3), 5, 5, step, true) + mountain + pieces(board, at, 8.6));
}

export const tigerLook: GameLook = {
  pieces: { D: 'dog', T: 'tiger' },
  thumb,
  decorations: [{ kind: 'hill', points: ['c1', 'b2', 'd2', 'c3'] }],
  captureMotion: 'leap',
  conversion: 'recolour',
  tallyParts: (side) => (side === 'D' ? ['onBoard', 'inHand', 'lost'] : ['onBoard']),
  reactions: { moodFromMaterial: true, minSwing: 1, chat: true },
};
