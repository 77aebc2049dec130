// The guided tour on a small landscape screen (800x450) and a phone (390x844), in both
// languages: every step of every game meets the readability standards (no text under the
// minimum size, none too big for its box, no phrase broken inside, contrast, targets large
// enough, the language and sound buttons at hand),
// and a screenshot of each lands in test-output/screenshots/. tour.test.ts plays the tours
// through at 1280x720.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_IDS, kitOf } from '../../src/games/registry';
import { clickControl, hasBrowser, launch, screenshot, type Session } from './harness';
import { screenFailures } from './readability-support';
import { openFirstTour, waitDialog } from './tour-support';

for (const size of [
  { width: 800, height: 450 },
  { width: 390, height: 844 },
]) {
  describe.skipIf(!hasBrowser)(`the tour at ${size.width}x${size.height}`, () => {
    let s: Session;
    beforeAll(async () => {
      s = await launch(size, undefined, { hasTouch: size.width < size.height });
    });
    afterAll(async () => {
      await s?.close();
    });

    for (const lang of ['en', 'zh']) {
      it(`every step of every game reads well (${lang})`, async () => {
        const problems: string[] = [];
        for (const game of GAME_IDS) {
          await openFirstTour(s, game, lang);
          const steps = kitOf(game).tour;
          for (let i = 0; i < steps.length; i++) {
            await waitDialog(s, (x) => x?.page === i && x.state !== 'watch', `${game} step ${i + 1}`);
            problems.push(...(await screenFailures(s.page)).map((p) => `${game} step ${i + 1}: ${p}`));
            await screenshot(s.page, `tour-${game}-${i + 1}-${lang}-${size.width}x${size.height}`);
            await clickControl(s.page, 'tour.next');
          }
          await waitDialog(s, (x) => x === null, 'the tour to close');
        }
        expect(problems).toEqual([]);
        expect(s.errors).toEqual([]);
      }, 120_000);
    }
  });
}
