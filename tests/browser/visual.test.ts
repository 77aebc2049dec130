// The visual regression suite (docs/testing.md): every scene and dialog at 1280×720,
// 800×450 and 390×844 in English and Chinese, compared pixel by pixel with the baselines in
// tests/visual/baselines/ (UPDATE_SCREENS=1, `npm run test:screens:update`, remakes them).
// The menu reached again by every way back must look as it did on the first visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBrowser, launch, waitForScene, type Session } from './harness';
import { checkScreen, freshVisit, LANGS, reportScreens, SIZES, type Shot } from './visual-support';
import { WAYS_BACK } from './visual-paths';

describe.skipIf(!hasBrowser)('what the player sees', () => {
  let s: Session;
  const started = Date.now();
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => {
    console.log(`visual suite: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await s?.close();
  });

  it('the menu, at its first visit and again by every way back to it', async () => {
    const failures: string[] = [];
    for (const [w, h] of SIZES) {
      for (const lang of LANGS) {
        const menu: Shot = { name: 'menu', lang, w, h };
        await freshVisit(s, w, h, lang);
        failures.push(...[await checkScreen(s.page, menu)].filter((f): f is string => f !== null));
        for (const way of WAYS_BACK) {
          await way.go(s, lang);
          await waitForScene(s.page, 'menu');
          const f = await checkScreen(s.page, { ...menu, name: way.name }, menu);
          if (f) failures.push(f);
        }
      }
    }
    reportScreens(failures);
    expect(s.errors).toEqual([]);
  });
});
