// How Othello looks: two-faced discs on green felt squares that turn over when flipped.
// The panda only reacts to big swings (every move flips something) and keeps quiet.

import { card, LINE, pieces } from '../../art/thumbs';
import { path } from '../../art/svg';
import type { GameLook } from '../kit';

export const othelloLook: GameLook = {
  pieces: { X: 'disc-black', O: 'disc-white' },
  thumb() {
    const x0 = 18;
    const cell = 15;
    let d = '';
    for (let i = 0; i <= 8; i++) d += `M${x0 + i * cell} ${x0}V${x0 + 8 * cell}M${x0} ${x0 + i * cell}H${x0 + 8 * cell}`;
    const board = '......../......../......../...OX.../...XXX../......../......../........';
    return card(
      path(d, `${LINE} stroke-width="1.6" fill="none"`) + pieces(board, (c, r) => [x0 + cell * (c + 0.5), x0 + cell * (r + 0.5)], 6.3),
    );
  },
  decorations: [],
  captureMotion: 'slide',
  conversion: 'turn-over',
  tallyParts: () => ['onBoard'],
  countedEnds: ['majority'],
  reactions: { moodFromMaterial: false, minSwing: 3, chat: false },
};
