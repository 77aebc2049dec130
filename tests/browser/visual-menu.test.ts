// The visual suite's menus (docs/testing.md, "Visual suite"): the menu at its first visit at
// 1280×720, 800×450 and 390×844 in English and Chinese, and again by every way back to it,
// after a language switch and after a resize, each compared with the first visit's baseline;
// the menu with a game to continue and the offer to resume it; the player select.
import { describe, it } from 'vitest';
import { clickControl, hasBrowser, openGame, setLang, waitForScene } from './harness';
import { freshVisit, LANGS, SIZES, STILL, type Shot } from './visual-support';
import { FIRST_CAPTURE, leaveGameInProgress, playMoves, startFriendGame, waitIdle, WAYS_BACK } from './visual-paths';
import { LONG, visualSuite } from './visual-suite';

describe.skipIf(!hasBrowser)('what the player sees: the menus', () => {
  const { s, check, everySize, done } = visualSuite();
  const waitForControl = (id: string) =>
    s().page.waitForFunction(
      (k) => (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => c.id === k),
      id,
      { timeout: 15_000 },
    );

  it(
    'the menu, at its first visit and again by every way back to it',
    async () => {
      for (const [w, h] of SIZES) {
        for (const lang of LANGS) {
          const menu: Shot = { name: 'menu', lang, w, h };
          await freshVisit(s(), w, h, lang);
          await check(menu);
          for (const way of WAYS_BACK) {
            await way.go(s(), lang);
            await waitForScene(s().page, 'menu');
            await check({ ...menu, name: way.name }, menu);
          }
        }
      }
      done();
    },
    LONG,
  );

  it(
    'the menu after a language switch and after a resize, as at its first visit',
    async () => {
      for (const [w, h] of SIZES) {
        await freshVisit(s(), w, h, 'en');
        await setLang(s().page, 'zh');
        await check({ name: 'menu-after-language', lang: 'zh', w, h }, { name: 'menu', lang: 'zh', w, h });
        await setLang(s().page, 'en');
        await check({ name: 'menu-after-language', lang: 'en', w, h }, { name: 'menu', lang: 'en', w, h });
      }
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en');
      for (const [w, h] of [...SIZES.slice(1), SIZES[0]]) {
        await s().page.setViewportSize({ width: w, height: h });
        await check({ name: 'menu-after-resize', lang: 'en', w, h }, { name: 'menu', lang: 'en', w, h });
      }
      done();
    },
    LONG,
  );

  it(
    'the menu with a game to continue, after leaving that game and after the offer to resume it',
    async () => {
      for (const [w, h] of SIZES) {
        for (const lang of LANGS) {
          const menu: Shot = { name: 'menu-continue', lang, w, h };
          await freshVisit(s(), w, h, lang);
          await startFriendGame(s().page, 'pairing');
          await playMoves(s().page, FIRST_CAPTURE.pairing.slice(0, 1));
          await leaveGameInProgress(s().page);
          await check(menu);
          // the page opened again with that game saved offers to resume it
          await openGame(s(), { ...STILL, lang });
          await waitForControl('resume.close');
          await check({ ...menu, name: 'resume' });
          await clickControl(s().page, 'resume.close');
          await check({ ...menu, name: 'menu-continue-after-offer' }, menu);
          await clickControl(s().page, 'menu.continue');
          await waitForScene(s().page, 'board');
          await waitIdle(s().page, 1);
          await leaveGameInProgress(s().page);
          await check({ ...menu, name: 'menu-continue-after-leave' }, menu);
        }
      }
      done();
    },
    LONG,
  );

  it(
    'the player select',
    async () => {
      await freshVisit(s(), SIZES[0][0], SIZES[0][1], 'en');
      await clickControl(s().page, 'menu.game.tiger');
      await waitForScene(s().page, 'select');
      await everySize('select');
      done();
    },
    LONG,
  );
});
