// Every step of every game's tour is a real position where its moves are legal and do what
// the caption says (a capture captures, a spoilt shot does not, a trap ends the game).
import { describe, expect, it } from 'vitest';
import { GAME_IDS, kitOf, rulesFor } from '../../src/games/registry';
import enTour from '../../locales/en/tour.json';
import zhTour from '../../locales/zh/tour.json';

/** What the last move of a step must do, by caption. */
const EXPECT: Record<string, (e: { captured: number; converted: number; over: string | null }) => boolean> = {
  capture: (e) => e.captured === 1,
  shot: (e) => e.captured === 1,
  jump: (e) => e.captured === 1,
  lone: (e) => e.captured === 2,
  spoilt: (e) => e.captured === 0,
  pincer: (e) => e.converted === 1,
  insert: (e) => e.converted === 2,
  flip: (e) => e.converted === 1,
  paired: (e) => e.over === 'paired',
  trap: (e) => e.over === 'opponent-paired' || e.over === 'tigers-trapped',
};

describe.each(GAME_IDS)('the %s tour', (id) => {
  const kit = kitOf(id);
  const rules = rulesFor(id);

  it('has a few steps, each with its caption in both languages', () => {
    expect(kit.tour.length).toBeGreaterThanOrEqual(3);
    const text = (tour: unknown, key: string) =>
      key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], (tour as Record<string, unknown>)[id]);
    for (const step of kit.tour) {
      for (const key of step.text ?? [step.caption]) {
        expect(typeof text(enTour, key), `en tour:${id}.${key}`).toBe('string');
        expect(typeof text(zhTour, key), `zh tour:${id}.${key}`).toBe('string');
      }
    }
  });

  it.each(kit.tour.map((s) => [s.caption, s] as const))('step %s plays as it says', (caption, step) => {
    let pos = rules.parse(step.position);
    expect(rules.outcome(pos)).toBeNull();
    const moves = [...step.demo, ...(step.tryMove ? [step.tryMove] : [])];
    let last = { captured: 0, converted: 0, over: null as string | null };
    for (const text of moves) {
      const move = rules.moveFromText(pos, text);
      const e = rules.effect(pos, move);
      pos = rules.play(pos, move);
      last = { captured: e.captured.length, converted: e.converted.length, over: rules.outcome(pos)?.reason ?? null };
    }
    if (EXPECT[caption]) expect(EXPECT[caption](last), JSON.stringify(last)).toBe(true);
    if (caption === 'pass') expect(step.demo).toContain('pass');
  });
});
