// Nothing the player has is lost to storage (docs/architecture.md, "Saves and storage"),
// through the real UI: two tabs writing records keep both (and each menu shows the other's
// saved game); a full origin still shows the saved game and the records, says once that
// saving stopped, and saves again once space comes back; a newer build's records and saves
// stay untouched; a corrupt save and a corrupt record line are dropped alone, with a notice,
// and everything else stays. Both languages where words are shown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clickControl,
  hasBrowser,
  launch,
  leaveBoard,
  mySide,
  openGame,
  playOut,
  resetStorage,
  screenshot,
  visibleTexts,
  waitForScene,
  waitForTurn,
  type Session,
} from './harness';
import {
  ids,
  P,
  playMoves,
  progressOf,
  putAll,
  records,
  saveText,
  startGame,
  stored,
  storedMoves,
  waitForText,
  WORDS,
  type Hook,
  type Stats,
} from './saves-support';

describe.skipIf(!hasBrowser)('saves and records through storage faults', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("two tabs writing records keep both, and a menu shows the other tab's saved game", async () => {
    await resetStorage(s);
    await openGame(s, { fast: '1', mute: '1', lang: 'en' });
    const a = s.page;
    const b = await s.context.newPage();
    try {
      await b.goto(`${s.baseUrl}?test=1&fast=1&mute=1&lang=en`);
      await b.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
        timeout: 30_000,
      });
      // both tabs have read the (empty) records; then each finishes a game against another panda
      for (const [page, panda] of [
        [a, 'baby'],
        [b, 'mama'],
      ] as const) {
        await clickControl(page, 'menu.game.pairing');
        await waitForScene(page, 'select');
        await clickControl(page, `select.opponent.${panda}`);
        await clickControl(page, 'select.start');
        await waitForScene(page, 'board');
        await playOut(page, [await mySide(page)]);
        await waitForScene(page, 'result');
      }
      const played = (x: Stats): number => x.won + x.drawn + x.lost;
      // tab A hears tab B's write; after a reload both lines are there
      await a.waitForFunction(() => {
        const g = (window as unknown as { __panda: Hook }).__panda.progress().games.pairing;
        return g.mama.won + g.mama.drawn + g.mama.lost === 1;
      });
      await b.reload();
      await b.waitForFunction(() => (window as unknown as { __panda?: { ready: boolean } }).__panda?.ready === true, null, {
        timeout: 30_000,
      });
      expect(played(await progressOf(b, 'pairing', 'baby'))).toBe(1);
      expect(played(await progressOf(b, 'pairing', 'mama'))).toBe(1);
      // a game left in one tab shows on the other tab's menu, without a reload
      await clickControl(a, 'result.menu');
      await waitForScene(a, 'menu');
      await startGame(b, 'tiger');
      await playMoves(b, 1);
      await a.waitForFunction(() =>
        (window as unknown as { __panda: { controls(): { id: string }[] } }).__panda.controls().some((c) => c.id === 'menu.continue.tiger'),
      );
    } finally {
      await b.close();
    }
    expect(s.errors).toEqual([]);
  }, 240_000);

  it.each(['en', 'zh'] as const)(
    'a full origin: the save and the records still show, one notice, and saving resumes with space (%s)',
    async (lang) => {
      const page = s.page;
      await resetStorage(s);
      await openGame(s, { fast: '1', mute: '1', lang });
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [P + 'progress', records({ tiger: { papa: 2 } })]);
      await startGame(page, 'othello');
      const before = await playMoves(page, 2);
      await leaveBoard(page);
      await waitForScene(page, 'menu');
      // junk until the origin is full to the last byte (numbered on from `from`): a few bytes
      // left free would take a save two moves longer, and the save would rightly go through
      const fill = (from: number) =>
        page.evaluate((first) => {
          let n = first;
          for (let size = 1 << 20; size >= 1;) {
            try {
              localStorage.setItem(`junk-${n}`, 'x'.repeat(size));
              n++;
            } catch {
              size >>= 1;
            }
          }
          // a new key costs its name too: the last junk grows a character at a time instead
          const last = `junk-${n - 1}`;
          let value = localStorage.getItem(last) ?? '';
          for (;;) {
            try {
              localStorage.setItem(last, `${value}x`);
              value += 'x';
            } catch {
              break;
            }
          }
          return n;
        }, from);
      let junk = await fill(0);
      expect(junk).toBeGreaterThan(0);

      await openGame(s, { fast: '1', mute: '1', lang });
      expect((await progressOf(page, 'tiger', 'papa')).won).toBe(2);
      expect(await ids(page)).toContain('resume.continue');
      // topped up: whatever the start-up freed (a key it rewrote shorter) is filled again
      junk = await fill(junk);
      await clickControl(page, 'resume.continue');
      await waitForScene(page, 'board');
      expect((await waitForTurn(page, [await mySide(page)])).history).toEqual(before.history);
      // told once, however many saves fail after
      await waitForText(page, WORDS[lang].stopped);
      await screenshot(page, `saves-storage-full-${lang}-1280x720`);
      let shown = 0;
      let wasShown = true;
      const watch = setInterval(() => {
        void visibleTexts(page)
          .then((t) => {
            const now = t.some((x) => WORDS[lang].stopped.test(x.replace(/\s+/g, ' ')));
            if (now && !wasShown) shown++;
            wasShown = now;
          })
          .catch(() => undefined);
      }, 100);
      const later = await playMoves(page, 2);
      expect(await storedMoves(page, 'othello')).toEqual(before.history);
      // space comes back: the next save goes through, and the player hears it
      await page.evaluate((n) => {
        for (let i = 0; i < n; i++) localStorage.removeItem(`junk-${i}`);
      }, junk);
      const again = await playMoves(page, 1);
      clearInterval(watch);
      expect(shown).toBe(0);
      expect(later.history.length).toBeGreaterThan(before.history.length);
      expect(await storedMoves(page, 'othello')).toEqual(again.history);
      await waitForText(page, WORDS[lang].resumed);
      expect(s.errors).toEqual([]);
    },
    120_000,
  );

  it("keeps a newer build's records and save untouched", async () => {
    const page = s.page;
    await resetStorage(s);
    await openGame(s, { fast: '1', mute: '1', lang: 'en' });
    const futureRecords = records({ othello: { baby: 4 } }, 2).replace('"achievements"', '"medals":["gold"],"achievements"');
    const futureSave = JSON.stringify({ ...JSON.parse(saveText('othello', 3)), v: 2, clock: { fischer: 5 } });
    await putAll(page, [
      [P + 'progress', futureRecords],
      [P + 'match.othello', futureSave],
    ]);
    await openGame(s, { fast: '1', mute: '1', lang: 'en' });
    await waitForText(page, WORDS.en.newer);
    // shown as far as this build can read it, and not offered as a game to continue
    expect((await progressOf(page, 'othello', 'baby')).won).toBe(4);
    expect(await ids(page)).not.toContain('menu.continue.othello');
    // a game of Othello played here saves nothing over it
    await startGame(page, 'othello');
    await playMoves(page, 2);
    await leaveBoard(page);
    await waitForScene(page, 'menu');
    expect(await stored(page, 'match.othello')).toBe(futureSave);
    expect(await stored(page, 'progress')).toBe(futureRecords);
    expect(s.errors).toEqual([]);
  }, 120_000);

  it.each(['en', 'zh'] as const)(
    'drops a corrupt save and a corrupt record line alone, with a notice (%s)',
    async (lang) => {
      const page = s.page;
      await resetStorage(s);
      await openGame(s, { fast: '1', mute: '1', lang });
      const good = saveText('othello', 4);
      const bad = JSON.parse(records({ pairing: { mama: 3 }, othello: { baby: 1 } }));
      bad.games.othello.baby.won = -1;
      await putAll(page, [
        [P + 'match.othello', good],
        [P + 'match.tiger', '{"v":1,"game":"tiger","moves":['],
        [P + 'progress', JSON.stringify(bad)],
      ]);
      await openGame(s, { fast: '1', mute: '1', lang });
      await waitForText(page, WORDS[lang].discarded);
      await screenshot(page, `saves-dropped-${lang}-1280x720`);
      expect(await stored(page, 'match.tiger')).toBeNull();
      expect(await stored(page, 'match.othello')).toBe(good);
      await clickControl(page, 'resume.close');
      await waitForText(page, WORDS[lang].dropped).catch(async (e) => {
        await screenshot(page, `saves-dropped-missing-${lang}`);
        throw new Error(`${String(e)}; texts: ${JSON.stringify(await visibleTexts(page))}`);
      });
      expect((await progressOf(page, 'pairing', 'mama')).won).toBe(3);
      expect((await progressOf(page, 'othello', 'baby')).won).toBe(0);
      const kept = JSON.parse((await stored(page, 'progress')) ?? '{}');
      expect(kept.games.pairing.mama.won).toBe(3);
      expect(kept.achievements).toEqual(['beat-baby']);
      expect(await ids(page)).toEqual(expect.arrayContaining(['menu.continue.othello']));
      expect(s.errors).toEqual([]);
    },
    120_000,
  );
});
