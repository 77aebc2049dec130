// PAPA's learned Othello weights in the production build (docs/ai.md, "Othello's learned
// evaluation"): nothing fetches them until PAPA plays Othello; then his worker downloads
// them once, from the page's own origin, and he answers within his budget. Runs once the
// learned evaluation is on (LEARNED_EVALUATION).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNED_EVALUATION } from '../../src/games/othello/weights';
import { hasBrowser, launch, type Session } from './harness';
import { playOthelloAgainstPapa } from './othello-support';

describe.skipIf(!hasBrowser || !LEARNED_EVALUATION)('Othello weights', () => {
  let s: Session;
  const fetched: { url: string; status: number }[] = [];
  const warnings: string[] = [];
  beforeAll(async () => {
    s = await launch({ width: 800, height: 450 });
    s.page.on('requestfinished', async (r) => {
      if (/othello-weights/.test(r.url())) fetched.push({ url: r.url(), status: (await r.response())?.status() ?? 0 });
    });
    s.page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('are fetched once, when PAPA first plays Othello, and he plays with them', async () => {
    await playOthelloAgainstPapa(s, fetched);
    expect(fetched).toHaveLength(1);
    expect(fetched[0].status).toBe(200);
    expect(warnings.filter((w) => /Othello weights/.test(w))).toEqual([]);
    expect(s.errors).toEqual([]);
    expect(s.foreignRequests).toEqual([]);
  });
});
