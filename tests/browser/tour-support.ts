// What the tour's browser tests share: the dialog the test hook reports, waiting for it, and a
// first game (a friend game, fresh storage) whose tour opens by itself.
import { kitOf, type GameId } from '../../src/games/registry';
import { clickControl, openGame, pointAt, pressStart, resetStorage, waitFor, waitForScene, type Session } from './harness';

export type Dialog = { id: string; page: number; pages: number; state?: string } | null;

export const dialog = (s: Session): Promise<Dialog> =>
  s.page.evaluate(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog());

/** Waits until the dialog on screen satisfies `ok`; throws naming `what` after 15 s. */
export async function waitDialog(s: Session, ok: (d: Dialog) => boolean, what: string): Promise<Dialog> {
  return waitFor(() => dialog(s), ok, 15_000, what);
}

/** A friend game of `game` on fresh storage, up to its tour's first page (tour=1 under test=1). */
export async function openFirstTour(s: Session, game: string, lang: string): Promise<Dialog> {
  await resetStorage(s);
  await openGame(s, { fast: '1', lang, mute: '1', game, tour: '1' });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, 'select.opponent.human');
  await pressStart(s.page);
  await waitForScene(s.page, 'board');
  return waitDialog(s, (x) => x?.id === 'tour', 'the tour');
}

/** Follows the open tour of `game` to its end as a player would: each example watched, each lit move clicked, Next. */
export async function followTour(s: Session, game: GameId): Promise<void> {
  const steps = kitOf(game).tour;
  for (let i = 0; i < steps.length; i++) {
    await waitDialog(s, (x) => x?.page === i && x.state !== 'watch', `step ${i + 1} to finish its example`);
    const tryMove = steps[i].tryMove;
    if (tryMove) {
      await tryTourMove(s, tryMove);
      await waitDialog(s, (x) => x?.state === 'done', `step ${i + 1}: the tried move`);
    }
    await clickControl(s.page, 'tour.next');
  }
  await waitDialog(s, (x) => x === null, 'the tour to close');
}

/** Plays the step's lit move by clicking its points, again if a click fell between two frames, until the step takes it. */
export async function tryTourMove(s: Session, move: string): Promise<void> {
  for (let attempt = 0; attempt < 3 && (await dialog(s))?.state === 'try'; attempt++) {
    for (const point of move.split('-')) {
      const p = await pointAt(s.page, point);
      await s.page.mouse.click(p.x, p.y);
    }
    await s.page
      .waitForFunction(() => (window as unknown as { __panda: { dialog(): Dialog } }).__panda.dialog()?.state !== 'try', null, {
        timeout: 2000,
        polling: 50,
      })
      .catch(() => undefined);
  }
}
