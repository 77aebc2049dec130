// The pieces the portal adapters share, and what the Portal hub does for them: ads paced to
// one per three minutes, the SDK hearing gameplay only on real changes (not a hidden page),
// sound muted only once an ad really starts, the portal's mute setting passed on live,
// share links that fall back to none, and an SDK script that fails or hangs never holding
// the game.
import { describe, expect, it } from 'vitest';
import { AD_MIN_GAP_MS, AdPacer, GameplayRelay, withTimeout } from '../../src/portal/adapters/sdk-support';
import { nonePlatform, Portal, type Platform } from '../../src/platform/platform';

describe('AdPacer', () => {
  it('allows the first ad, then none until the gap has passed', () => {
    let now = 1_000_000;
    const pacer = new AdPacer(AD_MIN_GAP_MS, () => now);
    expect(pacer.due).toBe(true);
    pacer.shown();
    now += AD_MIN_GAP_MS - 1;
    expect(pacer.due).toBe(false);
    now += 1;
    expect(pacer.due).toBe(true);
  });

  it('takes an injected gap (tests use 0)', () => {
    const pacer = new AdPacer(0, () => 5);
    pacer.shown();
    expect(pacer.due).toBe(true);
  });
});

describe('GameplayRelay', () => {
  it('passes on changes only, and keeps a hidden page and its return from the SDK', () => {
    const calls: string[] = [];
    const relay = new GameplayRelay(
      () => calls.push('start'),
      () => calls.push('stop'),
    );
    relay.gameplayStop('menu');
    relay.gameplayStart();
    relay.gameplayStart();
    relay.gameplayStop('hidden');
    relay.gameplayStart();
    relay.gameplayStop('pause');
    relay.gameplayStop('result');
    expect(calls).toEqual(['start', 'stop']);
  });

  it('survives an SDK that throws', () => {
    const relay = new GameplayRelay(
      () => {
        throw new Error('disabled');
      },
      () => {
        throw new Error('disabled');
      },
    );
    expect(() => {
      relay.gameplayStart();
      relay.gameplayStop('result');
    }).not.toThrow();
  });
});

describe('withTimeout', () => {
  it('rejects a promise that never settles', async () => {
    await expect(withTimeout(new Promise(() => {}), 20, 'init')).rejects.toThrow(/init took over 20 ms/);
  });
  it('passes a value through', async () => {
    await expect(withTimeout(Promise.resolve(3), 1000, 'x')).resolves.toBe(3);
  });
});

function hub(adapter: Platform): { portal: Portal; log: string[] } {
  const log: string[] = [];
  const portal = new Portal(adapter, { post: () => {} });
  portal.setAdBreakHooks({
    setAdMuted: (m) => log.push(m ? 'mute' : 'unmute'),
    setInputBlocked: (b) => log.push(b ? 'block' : 'unblock'),
  });
  return { portal, log };
}

describe('Portal with an SDK that reports when its ad starts', () => {
  it('blocks input at once and mutes only when the ad starts', async () => {
    let start: (() => void) | undefined;
    let end: (() => void) | undefined;
    const { portal, log } = hub({
      ...nonePlatform,
      mutesWhenAdStarts: true,
      adBreak: (onAdStarted) =>
        new Promise<void>((resolve) => {
          start = onAdStarted;
          end = resolve;
        }),
    });
    const over = portal.adBreak();
    expect(log).toEqual(['block']);
    start?.();
    expect(log).toEqual(['block', 'mute']);
    end?.();
    await over;
    expect(log).toEqual(['block', 'mute', 'unblock', 'unmute']);
  });

  it('never mutes when no ad played, nor when the start comes after the end', async () => {
    let late: (() => void) | undefined;
    const { portal, log } = hub({
      ...nonePlatform,
      mutesWhenAdStarts: true,
      adBreak: async (onAdStarted) => {
        late = onAdStarted;
      },
    });
    await portal.adBreak();
    late?.();
    expect(log).toEqual(['block', 'unblock']);
  });

  it('passes the stop reason to the adapter', () => {
    const reasons: (string | undefined)[] = [];
    const { portal } = hub({ ...nonePlatform, gameplayStop: (r) => reasons.push(r) });
    portal.gameplayStart('cannon');
    portal.gameplayStop('hidden');
    expect(reasons).toEqual(['hidden']);
  });
});

describe("Portal and the portal's mute setting", () => {
  it('hears it now and on every change, also from an adapter attached later', () => {
    let report: ((m: boolean) => void) | undefined;
    const portal = new Portal(nonePlatform, { post: () => {} });
    const heard: boolean[] = [];
    portal.onPortalMute((m) => heard.push(m));
    portal.setAdapter({
      ...nonePlatform,
      watchMute: (l) => {
        report = l;
        l(true);
      },
    });
    report?.(false);
    report?.(false);
    report?.(true);
    expect(heard).toEqual([false, true, false, true]);
    expect(portal.isPortalMuted).toBe(true);
  });
});

describe('Portal share links', () => {
  it("uses the adapter's, and is null without one or when it fails", async () => {
    const withShare = new Portal(
      { ...nonePlatform, shareableURL: async (p) => `https://portal.test/g?gdgame=${p.game}` },
      { post: () => {} },
    );
    expect(await withShare.shareableURL({ game: 'tiger' })).toBe('https://portal.test/g?gdgame=tiger');
    expect(await new Portal(nonePlatform, { post: () => {} }).shareableURL({ game: 'tiger' })).toBeNull();
    const failing = new Portal(
      {
        ...nonePlatform,
        shareableURL: () => {
          throw new Error('no SDK');
        },
      },
      { post: () => {} },
    );
    expect(await failing.shareableURL({})).toBeNull();
  });
});
