// Readable and touchable, on every scene reachable without a long game, at 800x450 and
// 390x844 (DPR 1, a touch device), in both languages: no text under 12 CSS px; text
// contrast from the rendered pixels at least 4.5:1 (3:1 for large text); every control at
// least 44 CSS px; the language and sound buttons usable with a dialog open; counters and
// Chinese text broken only between phrases. Screens are reached by real clicks.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAME_IDS } from '../../src/games/registry';
import {
  clickControl,
  clickMove,
  controls,
  hasBrowser,
  launch,
  openGame,
  screenshot,
  untilDrawn,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import {
  badBreaks,
  contrast,
  lowContrast,
  PAIRING_QUICK_END,
  readable,
  smallTargets,
  textBoxes,
  tooSmall,
  waitForControl,
} from './readability-support';

const SIZES: [number, number][] = [
  [800, 450],
  [390, 844],
];

async function check(page: Page, screen: string, failures: string[]): Promise<void> {
  await untilDrawn(page);
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const texts = readable(await textBoxes(page), viewport);
  const found = [
    ...tooSmall(texts),
    ...badBreaks(texts),
    ...lowContrast(await contrast(page, texts)),
    ...smallTargets(await controls(page)),
    // a text held at its 12 px floor must still fit its box (what a dialog covers aside)
    ...(await page.evaluate(() => (window as unknown as { __panda: { overflowing(): string[] } }).__panda.overflowing()))
      .map((t) => t.replace(/\n/g, ' '))
      .filter((t) => texts.some((x) => x.text === t))
      .map((t) => `text too big for its box: "${t}"`),
  ];
  const ids = (await controls(page)).filter((c) => c.enabled).map((c) => c.id);
  for (const id of ['lang.toggle', 'sound.toggle']) if (!ids.includes(id)) found.push(`no ${id} on screen`);
  for (const f of found) failures.push(`${screen}: ${f}`);
}

/**
 * The menu's top row keeps its labels on one line (on a phone "Daily puzzle" used to wrap),
 * and the title stands clear of that row (it used to touch it).
 */
async function menuLayout(page: Page, screen: string, failures: string[]): Promise<void> {
  const boxes = await textBoxes(page);
  const list = await controls(page);
  for (const id of ['menu.progress', 'menu.puzzle', 'lang.toggle']) {
    const label = list.find((c) => c.id === id)?.label;
    const box = boxes.find((b) => b.text.replace(/\n/g, ' ') === label);
    if (!box || box.lines.length !== 1) failures.push(`${screen}: the label of ${id} takes ${box?.lines.length ?? 'no'} lines`);
  }
  const title = boxes.find((b) => b.text === 'Panda Board Games' || b.text === '熊猫棋社');
  const row = list.filter((c) => ['menu.progress', 'menu.puzzle', 'lang.toggle', 'sound.toggle'].includes(c.id));
  const rowBottom = Math.max(
    ...row.filter((c) => title && c.x < title.x + title.w && title.x < c.x + c.w).map((c) => c.y + c.h),
    -Infinity,
  );
  if (!title) failures.push(`${screen}: no title`);
  else if (rowBottom > -Infinity && title.y - rowBottom < 12)
    failures.push(`${screen}: the title is ${(title.y - rowBottom).toFixed(0)} px under the buttons above it`);
}

async function dialog(page: Page): Promise<{ id: string; page: number; pages: number } | null> {
  return page.evaluate(() =>
    (window as unknown as { __panda: { dialog(): { id: string; page: number; pages: number } | null } }).__panda.dialog(),
  );
}

async function lang(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __panda: { lang(): string } }).__panda.lang());
}

/** With a dialog open, the language and sound buttons still work and the dialog stays. */
async function togglesUnderDialog(page: Page, closeId: string, screen: string, failures: string[]): Promise<void> {
  const ids = (await controls(page)).map((c) => c.id);
  if (!ids.includes('lang.toggle') || !ids.includes('sound.toggle')) {
    failures.push(`${screen}: the language or sound button cannot be reached with the dialog open`);
    return;
  }
  const before = await lang(page);
  await clickControl(page, 'lang.toggle');
  await page.waitForFunction((l) => (window as unknown as { __panda: { lang(): string } }).__panda.lang() !== l, before);
  await clickControl(page, 'lang.toggle');
  await page.waitForFunction((l) => (window as unknown as { __panda: { lang(): string } }).__panda.lang() === l, before);
  const label = async () => (await controls(page)).find((c) => c.id === 'sound.toggle')?.label;
  const was = await label();
  await clickControl(page, 'sound.toggle');
  if ((await label()) === was) failures.push(`${screen}: sound.toggle did not switch with the dialog open`);
  await clickControl(page, 'sound.toggle');
  if (!(await controls(page)).some((c) => c.id === closeId)) failures.push(`${screen}: the dialog closed when a toggle was used`);
}

describe.skipIf(!hasBrowser)('readable and touchable', () => {
  for (const [width, height] of SIZES) {
    for (const lng of ['en', 'zh'] as const) {
      it(`every scene at ${width}x${height} in ${lng}`, async () => {
        const s: Session = await launch({ width, height }, undefined, { hasTouch: true });
        const page = s.page;
        const failures: string[] = [];
        const tag = `${lng}-${width}x${height}`;
        const params = { fast: '1', mute: '1', lang: lng };
        try {
          await openGame(s, params);
          await check(page, `menu ${tag}`, failures);
          await menuLayout(page, `menu ${tag}`, failures);
          await screenshot(page, `read-menu-${tag}`);
          for (const game of GAME_IDS) {
            await openGame(s, { ...params, game });
            await waitForScene(page, 'select');
            await check(page, `select ${game} ${tag}`, failures);
            if (game === 'othello' || game === 'tiger') await screenshot(page, `read-select-${game}-${tag}`);
            await clickControl(page, 'select.opponent.baby');
            await clickControl(page, 'select.start');
            await waitForScene(page, 'board');
            await waitForTurn(page, [game === 'tiger' ? 'D' : 'X']);
            await check(page, `board ${game} ${tag}`, failures);
            await screenshot(page, `read-board-${game}-${tag}`);
            await clickControl(page, 'board.rules');
            await waitForControl(page, 'rules.close');
            // every page of the rules
            for (let n = 0; ; n++) {
              await check(page, `rules ${game} page ${n + 1} ${tag}`, failures);
              await screenshot(page, `read-rules-${game}-${tag}${n ? `-p${n + 1}` : ''}`);
              const d = await dialog(page);
              if (!d || d.page >= d.pages - 1) break;
              await clickControl(page, 'rules.next');
              await page.waitForFunction(
                (p) => (window as unknown as { __panda: { dialog(): { page: number } | null } }).__panda.dialog()?.page === p,
                n + 1,
              );
            }
            if (game === 'othello') await togglesUnderDialog(page, 'rules.close', `rules ${game} ${tag}`, failures);
            await clickControl(page, 'rules.close');
            if (game === 'alquerque') {
              await clickControl(page, 'board.settings');
              await waitForControl(page, 'settings.close');
              await check(page, `settings ${game} ${tag}`, failures);
              await screenshot(page, `read-settings-${game}-${tag}`);
              await togglesUnderDialog(page, 'settings.close', `settings ${game} ${tag}`, failures);
              await clickControl(page, 'settings.close');
            }
          }
          // the result of a short friend game
          await openGame(s, { ...params, game: 'pairing' });
          await clickControl(page, 'select.opponent.human');
          await clickControl(page, 'select.start');
          await waitForScene(page, 'board');
          for (const [i, mv] of PAIRING_QUICK_END.entries()) {
            const b = await waitForTurn(page, ['X', 'O']);
            if (i === PAIRING_QUICK_END.length - 1) {
              // the board with moves in its list, then the whole list, before the move that ends the game
              await check(page, `board pairing after ${i} moves ${tag}`, failures);
              await clickControl(page, 'board.moves');
              await waitForControl(page, 'moves.close');
              await check(page, `moves pairing ${tag}`, failures);
              await screenshot(page, `read-moves-${tag}`);
              await clickControl(page, 'moves.close');
            }
            expect(b.legalMoves, `${mv} is legal`).toContain(mv);
            await clickMove(page, mv);
            await page.waitForFunction(
              (n) => (window as unknown as { __panda: { board(): { history: string[] } | null } }).__panda.board()?.history.length === n,
              b.history.length + 1,
            );
          }
          await waitForScene(page, 'result');
          await check(page, `result pairing ${tag}`, failures);
          await screenshot(page, `read-result-${tag}`);
          expect(s.errors).toEqual([]);
        } finally {
          await s.close();
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
