// The goal first, and the player's own hint, through real clicks at three sizes in both
// languages: each game's tour opens on its goal page (the hook's dialog and the text on
// screen), the panel tracks the goal during play, and a hint names the move and a reason,
// no panda, with an arrow on the board, and is gone once the move is played. Screenshots
// land in test-output/screenshots/ (goal-tour-*, goal-line-*, hint-*).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, kitOf } from '../../src/games/registry';
import enTour from '../../locales/en/tour.json';
import zhTour from '../../locales/zh/tour.json';
import {
  boardState,
  clickControl,
  clickMove,
  hasBrowser,
  launch,
  openGame,
  resetStorage,
  screenshot,
  visibleTexts,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import { screenFailures } from './readability-support';
import { openFirstTour, waitDialog } from './tour-support';

type Hinted = { text: string; points: string[]; arrow: boolean } | null;
const hintOf = async (s: Session): Promise<Hinted> => ((await boardState(s.page)) as unknown as { hint: Hinted } | null)?.hint ?? null;
/** Texts as one string with the line breaks of wrapping taken out (Chinese has no spaces to keep). */
const flat = (texts: string[], lang: string) => texts.join(' ').replace(/\s*\n\s*/g, lang === 'zh' ? '' : ' ');
/** A new game of `game` on fresh storage against `opponent`, up to the board. */
async function startBoard(s: Session, lang: string, game: string, opponent: string, side?: string): Promise<void> {
  await resetStorage(s);
  await openGame(s, { fast: '1', lang, mute: '1', game });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, `select.opponent.${opponent}`);
  if (side) await clickControl(s.page, `select.side.${side}`);
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
}

const TOURS: Record<string, Record<string, Record<string, unknown>>> = { en: enTour, zh: zhTour } as never;

for (const size of [
  { width: 800, height: 450 },
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
]) {
  const tag = `${size.width}x${size.height}`;
  describe.skipIf(!hasBrowser)(`the goal and the hint at ${tag}`, () => {
    let s: Session;
    beforeAll(async () => {
      s = await launch(size, undefined, { hasTouch: size.width < size.height });
    });
    afterAll(async () => {
      await s?.close();
    });

    for (const lang of ['en', 'zh']) {
      it(`every tour opens with its goal (${lang})`, async () => {
        const problems: string[] = [];
        for (const game of GAME_IDS) {
          const dl = await openFirstTour(s, game, lang);
          expect(dl).toMatchObject({ id: 'tour', page: 0 });
          await waitDialog(s, (x) => x?.page === 0 && x.state !== 'watch', `${game}'s goal page`);
          const shown = flat(await visibleTexts(s.page), lang);
          const goal = TOURS[lang][game].goal as Record<string, string>;
          for (const sentence of kitOf(game).goal.sentences)
            expect(shown, `${game} ${sentence.key}`).toContain(flat([goal[sentence.key]], lang));
          problems.push(...(await screenFailures(s.page)).map((p) => `${game}: ${p}`));
          await screenshot(s.page, `goal-tour-${game}-${lang}-${tag}`);
        }
        expect(problems).toEqual([]);
        expect(s.errors).toEqual([]);
      }, 120_000);

      it(`the tiger game's goal line counts dogs captured and tigers trapped (${lang})`, async () => {
        await startBoard(s, lang, 'tiger', 'human');
        await waitForTurn(s.page, ['D']);
        const line = lang === 'en' ? 'Dogs captured 0 of 10 · tigers trapped 0 of 2' : '狗被吃 0/10 · 被困的老虎 0/2';
        expect(flat(await visibleTexts(s.page), lang)).toContain(line);
        await screenshot(s.page, `goal-line-tiger-${lang}-${tag}`);
        expect(await screenFailures(s.page)).toEqual([]);
      }, 60_000);

      it(`the panel tracks the goal, and the hint is the player's (${lang})`, async () => {
        await startBoard(s, lang, 'cannon', 'papa', 'X');
        const b = await waitForTurn(s.page, ['X']);
        const goalLine = lang === 'en' ? 'Capture all 6 · taken: Black 0, White 0' : '打光对方 6 子即胜 · 已打掉：黑方 0，白方 0';
        expect(flat(await visibleTexts(s.page), lang)).toContain(goalLine);
        await screenshot(s.page, `goal-line-cannon-${lang}-${tag}`);
        expect(await screenFailures(s.page)).toEqual([]);

        await clickControl(s.page, 'board.hint');
        await s.page
          .waitForFunction(() => (window as unknown as { __panda: { board(): { hint: unknown } | null } }).__panda.board()?.hint, null, {
            timeout: 10_000,
            polling: 30,
          })
          .catch(() => undefined);
        const hint = await hintOf(s);
        expect(hint).not.toBeNull();
        const m = (lang === 'en' ? /^Hint: (\S+): (.+)$/s : /^提示：(\S+)，(.+)$/s).exec(hint?.text ?? '');
        expect(m, hint?.text).not.toBeNull();
        const move = m?.[1] as string;
        expect(b.legalMoves).toContain(move);
        expect(m?.[2].length).toBeGreaterThan(3);
        expect(hint?.text).not.toMatch(/PAPA|MAMA|BABY|熊猫/);
        // the move on the board: an arrow from the piece to its point
        expect(hint).toMatchObject({ points: move.split('-'), arrow: true });
        const texts = flat(await visibleTexts(s.page), lang);
        expect(texts).toContain(flat([hint?.text ?? ''], lang));
        expect(texts).not.toMatch(/PAPA is thinking|熊猫爸爸正在思考/);
        await screenshot(s.page, `hint-cannon-${lang}-${tag}`);
        expect(await screenFailures(s.page)).toEqual([]);

        // played: the hint goes, and never sits under PAPA's thinking
        await clickMove(s.page, move);
        await s.page.waitForFunction(
          () => (window as unknown as { __panda: { board(): { history: string[] } } }).__panda.board().history.length > 0,
        );
        expect(await hintOf(s)).toBeNull();
        expect(flat(await visibleTexts(s.page), lang)).not.toMatch(/Hint: |提示：/);
        await waitForTurn(s.page, ['X'], 30_000);
        expect(s.errors).toEqual([]);
        expect(s.foreignRequests).toEqual([]);
      }, 90_000);
    }
  });
}
