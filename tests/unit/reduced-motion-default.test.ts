// `prefers-reduced-motion: reduce` starts the game with shorter animations unless the
// player has chosen (src/settings.ts), and the choice, once made, wins.
import { afterEach, describe, expect, it, vi } from 'vitest';

async function settingsWith(reduce: boolean | null, stored: string | null) {
  vi.resetModules();
  if (reduce === null) vi.stubGlobal('matchMedia', undefined);
  else vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q === '(prefers-reduced-motion: reduce)', media: q }));
  const { storage } = await import('../../src/storage/storage');
  if (stored !== null) storage.set('reducedMotion', stored);
  const mod = await import('../../src/settings');
  return { ...mod, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shorter animations by default', () => {
  it('are on when the system asks for reduced motion and the player has not chosen', async () => {
    const { settings, animMs } = await settingsWith(true, null);
    expect(settings.reducedMotion).toBe(true);
    expect(animMs(500)).toBeLessThan(500);
  });

  it('are off without that wish, or where the browser cannot tell', async () => {
    for (const reduce of [false, null]) {
      const { settings, animMs } = await settingsWith(reduce, null);
      expect(settings.reducedMotion).toBe(false);
      expect(animMs(500)).toBe(500);
    }
  });

  it('follow the player’s own choice over the system’s', async () => {
    expect((await settingsWith(true, '0')).settings.reducedMotion).toBe(false);
    expect((await settingsWith(false, '1')).settings.reducedMotion).toBe(true);
    // nothing is stored until the player chooses
    const { settings, storage } = await settingsWith(true, null);
    expect(storage.get('reducedMotion')).toBeNull();
    settings.setReducedMotion(false);
    expect(storage.get('reducedMotion')).toBe('0');
  });
});
