// The visual suite's boards (docs/testing.md, "Visual suite"): each game's board in a friend
// game at the start and just after its first capture, then an Othello game under way: its
// move list, a wrong click refused with its reason, and the player's hint on the board; at
// 1280×720, 800×450 and 390×844 in English and Chinese.
import { describe, it } from 'vitest';
import { GAME_IDS } from '../../src/games/registry';
import { clickControl, closeDialog, hasBrowser } from './harness';
import { freshVisit, SIZES } from './visual-support';
import { FIRST_CAPTURE, OPENING, playMoves, refuseClick, showHint, startFriendGame } from './visual-paths';
import { waitDialog } from './tour-support';
import { LONG, visualSuite } from './visual-suite';

describe.skipIf(!hasBrowser)('what the player sees: the boards', () => {
  const { s, everySize, done } = visualSuite();

  for (const game of GAME_IDS) {
    it(
      `the board of ${game} at the start and just after a capture`,
      async () => {
        await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en', { game });
        await startFriendGame(s().page, game);
        await everySize(`board-${game}-start`);
        await playMoves(s().page, FIRST_CAPTURE[game]);
        await everySize(`board-${game}-capture`);
        done();
      },
      LONG,
    );
  }

  it(
    'the moves dialog, a wrong click refused, and a hint on the board',
    async () => {
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en', { game: 'othello' });
      await startFriendGame(s().page, 'othello');
      await playMoves(s().page, OPENING.othello);
      await clickControl(s().page, 'board.moves');
      await waitDialog(s(), (d) => d?.id === 'moves', 'the moves');
      await everySize('moves');
      await closeDialog(s().page, 'moves.close');
      // a click where no disc can go: the panel says why (each size and language anew)
      await everySize('refused', (lang) => refuseClick(s().page, 'othello', lang));
      // the player's own hint: the move on the board and its reason (PAPA on a node budget under still=1)
      await everySize('hint', (lang) => showHint(s().page, lang));
      done();
    },
    LONG,
  );
});
