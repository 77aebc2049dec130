// A wrong click names the rule it breaks, and a capture is told in words, through real
// clicks. Two different wrong clicks per game, each answered with its own reason in
// `__panda.board().notice`, in both languages at 800x450 and 390x844 (sound off); then a
// capture by the player and one by MAMA, each told with who took what where (MAMA's quip
// after the fact), each reading well (readability-support.ts). One browser for the file;
// screenshots in test-output/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  boardState,
  clickControl,
  clickMove,
  hasBrowser,
  launch,
  openGame,
  pointAt,
  resetStorage,
  screenshot,
  visibleTexts,
  waitForScene,
  waitForTurn,
  type BoardState,
  type Session,
} from './harness';
import { rulesFor, type GameId } from '../../src/games/registry';
import { screenFailures } from './readability-support';
import enExplain from '../../locales/en/explain.json';
import zhExplain from '../../locales/zh/explain.json';

const d = hasBrowser ? describe : describe.skip;
const TEXTS = { en: enExplain, zh: zhExplain };

/** Per game, from its start with the first side to move: two wrong clicks (`from` selected first when given) and the reason each must give. */
const WRONG: Record<GameId, readonly { from?: string; to: string; code: string }[]> = {
  othello: [
    { to: 'a1', code: 'no-neighbour' },
    { to: 'c3', code: 'no-bracket' },
  ],
  pairing: [
    { to: 'a1', code: 'not-yours' },
    { from: 'a4', to: 'b3', code: 'no-diagonal' },
  ],
  alquerque: [
    { to: 'a1', code: 'not-yours' },
    { from: 'a5', to: 'a3', code: 'slide-to-end' },
  ],
  cannon: [
    { to: 'a5', code: 'hemmed-in' },
    { from: 'a4', to: 'b3', code: 'no-diagonal' },
  ],
  tiger: [
    { to: 'c5', code: 'not-yours' },
    { to: 'b4', code: 'place-first' },
  ],
};

async function start(s: Session, game: string, opponent: string, side: string, lang: string): Promise<BoardState> {
  await resetStorage(s);
  await openGame(s, { fast: '1', lang, mute: '1', game });
  await waitForScene(s.page, 'select');
  await clickControl(s.page, `select.opponent.${opponent}`);
  if (opponent !== 'human') await clickControl(s.page, `select.side.${side}`);
  await clickControl(s.page, 'select.start');
  await waitForScene(s.page, 'board');
  return waitForTurn(s.page, [side]);
}

async function click(page: Page, point: string): Promise<void> {
  const p = await pointAt(page, point);
  await page.mouse.click(p.x, p.y);
}

/** Waits for the board's notice to be `text` (`is`), to start with it (`starts`) or to match it as a pattern (`matches`); returns it. */
async function noticeWhere(page: Page, how: 'is' | 'starts' | 'matches', text: string): Promise<string> {
  const h = await page.waitForFunction(
    ([kind, want]) => {
      const n = (window as unknown as { __panda: { board(): { notice: string | null } | null } }).__panda.board()?.notice ?? null;
      if (n === null) return null;
      const ok = kind === 'is' ? n === want : kind === 'starts' ? n.startsWith(want) : new RegExp(want).test(n);
      return ok ? n : null;
    },
    [how, text] as const,
    { timeout: 10_000, polling: 20 },
  );
  return (await h.jsonValue()) as string;
}

d('a wrong click names the rule', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 });
  });
  afterAll(async () => {
    await s?.close();
  });

  for (const [width, height] of [
    [800, 450],
    [390, 844],
  ] as const) {
    for (const lang of ['en', 'zh'] as const) {
      it(`two reasons per game at ${width}x${height} in ${lang}`, async () => {
        await s.page.setViewportSize({ width, height });
        for (const game of Object.keys(WRONG) as GameId[]) {
          const first = rulesFor(game).sides[0];
          const b = await start(s, game, 'human', first, lang);
          const seen: string[] = [];
          for (const w of WRONG[game]) {
            if (w.from) {
              await click(s.page, w.from);
              await s.page.waitForFunction(
                () => ((window as unknown as { __panda: { board(): { lit?: string[] } | null } }).__panda.board()?.lit ?? []).length > 0,
              );
            }
            await click(s.page, w.to);
            const want = (TEXTS[lang].refuse as Record<string, Record<string, string>>)[game][w.code];
            const got = await noticeWhere(s.page, 'is', want);
            expect(got, `${game} ${w.from ?? '·'}→${w.to}`).toBe(want);
            seen.push(got);
          }
          expect(new Set(seen).size, `${game}: two different reasons`).toBe(2);
          // the reason on screen reads well (size, breaks, contrast, its box)
          expect(await screenFailures(s.page), `${game} ${lang} ${width}x${height}`).toEqual([]);
          // nothing was played
          expect((await boardState(s.page))?.history).toEqual(b.history);
          if (game === 'cannon' && lang === 'zh' && width === 390) await screenshot(s.page, `refusal-cannon-zh-${width}x${height}`);
          if (game === 'tiger') await screenshot(s.page, `refusal-tiger-${lang}-${width}x${height}`);
        }
        expect(s.errors).toEqual([]);
      }, 120_000);
    }
  }

  it('tells a capture by the player and one by MAMA, with her quip after the fact', async () => {
    await s.page.setViewportSize({ width: 1280, height: 720 });
    // the player's tigers jump a dog as soon as they move
    let b = await start(s, 'tiger', 'baby', 'T', 'en');
    const rules = rulesFor('tiger');
    const pos = rules.parse(b.position);
    const jump = b.legalMoves.find((m) => rules.effect(pos, rules.moveFromText(pos, m)).captured.length === 1) as string;
    expect(jump, `a jump in ${b.position}`).toBeTruthy();
    const victim = rules.geometry.points[rules.effect(pos, rules.moveFromText(pos, jump)).captured[0]].name;
    await clickMove(s.page, jump);
    const mine = await noticeWhere(s.page, 'starts', `You took BABY's dog on ${victim}.`);
    expect(mine.startsWith(`You took BABY's dog on ${victim}.`)).toBe(true);
    await screenshot(s.page, 'capture-told-player-1280x720');
    // the move list shows the capture as ×<point>, and its legend says what the marks mean
    await clickControl(s.page, 'board.moves');
    await s.page.waitForFunction(
      () => (window as unknown as { __panda: { dialog(): { id: string } | null } }).__panda.dialog()?.id === 'moves',
    );
    const shown = (await visibleTexts(s.page)).join('\n');
    expect(shown).toContain(`×${victim}`);
    for (const line of Object.values(enExplain.legend)) expect(shown).toContain(line);
    await screenshot(s.page, 'moves-legend-en-1280x720');
    await clickControl(s.page, 'moves.close');

    // MAMA's tigers jump one of the player's dogs at once (she never leaves a capture), in Chinese
    b = await start(s, 'tiger', 'mama', 'D', 'zh');
    const corner = b.legalMoves.find((m) => m === 'a7') ?? b.legalMoves[b.legalMoves.length - 1];
    await clickMove(s.page, corner);
    const hers = await noticeWhere(s.page, 'matches', '^熊猫妈妈吃掉了你在[a-e][1-7]的狗。');
    // the fact first, her quip on the next line
    expect(hers.split('\n')[0]).toMatch(/^熊猫妈妈吃掉了你在[a-e][1-7]的狗。$/);
    expect(hers.split('\n')[1] ?? '').toMatch(/^熊猫妈妈：/);
    const after = await boardState(s.page);
    const taken = hers.match(/在([a-e][1-7])的/)?.[1];
    expect(after?.history[1]).toMatch(/-/);
    expect(taken && rules.pieceAt(rules.parse(after!.position), rules.geometry.indexOf(taken))).not.toBe('D');
    await screenshot(s.page, 'capture-told-mama-zh-1280x720');
    expect(await screenFailures(s.page)).toEqual([]);
    expect(s.errors).toEqual([]);
  }, 120_000);
});
