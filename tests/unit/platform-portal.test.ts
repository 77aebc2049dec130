// The portal adapter hub: events deduplicated, posted to the parent in order, ad breaks
// that mute and block and always end, adapters that throw never reaching the game.
import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_SOURCE,
  nonePlatform,
  Portal,
  postToParent,
  loadPlatform,
  type Platform,
  type PortalMessage,
} from '../../src/platform/platform';

function recorder(): { portal: Portal; messages: PortalMessage[]; calls: string[]; adapter: Platform } {
  const messages: PortalMessage[] = [];
  const calls: string[] = [];
  const adapter: Platform = {
    loadingFinished: () => calls.push('loadingFinished'),
    gameplayStart: () => calls.push('gameplayStart'),
    gameplayStop: () => calls.push('gameplayStop'),
    adBreak: async () => {
      calls.push('adBreak');
    },
  };
  const portal = new Portal(adapter, { post: (m) => messages.push(m) });
  return { portal, messages, calls, adapter };
}

describe('Portal events', () => {
  it('posts each event with the source tag and detail', () => {
    const { portal, messages } = recorder();
    portal.loadingFinished();
    portal.gameplayStart('othello');
    portal.gameplayStop('result', { game: 'othello', winner: 'X' });
    expect(messages).toEqual([
      { source: MESSAGE_SOURCE, type: 'loadingFinished' },
      { source: MESSAGE_SOURCE, type: 'gameplayStart', game: 'othello' },
      { source: MESSAGE_SOURCE, type: 'gameplayStop', reason: 'result', game: 'othello', winner: 'X' },
    ]);
  });

  it('deduplicates: loadingFinished once, no start twice in a row, no stop without start', () => {
    const { portal, messages, calls } = recorder();
    portal.gameplayStop('menu');
    portal.loadingFinished();
    portal.loadingFinished();
    portal.gameplayStart();
    portal.gameplayStart();
    portal.gameplayStop('pause');
    portal.gameplayStop('menu');
    portal.gameplayStart();
    expect(messages.map((m) => m.type)).toEqual(['loadingFinished', 'gameplayStart', 'gameplayStop', 'gameplayStart']);
    expect(calls).toEqual(['loadingFinished', 'gameplayStart', 'gameplayStop', 'gameplayStart']);
    expect(portal.isPlaying).toBe(true);
  });

  it('survives an adapter and a post that throw', async () => {
    const bad: Platform = {
      loadingFinished: () => {
        throw new Error('sdk');
      },
      gameplayStart: () => {
        throw new Error('sdk');
      },
      gameplayStop: () => {
        throw new Error('sdk');
      },
      adBreak: () => {
        throw new Error('sdk');
      },
    };
    const portal = new Portal(bad, {
      post: () => {
        throw new Error('post');
      },
    });
    expect(() => {
      portal.loadingFinished();
      portal.gameplayStart();
      portal.gameplayStop('result');
    }).not.toThrow();
    await expect(portal.adBreak()).resolves.toBeUndefined();
  });

  it('an SDK attached late still hears loadingFinished and a running gameplay', () => {
    const { calls, adapter } = recorder();
    const portal = new Portal(nonePlatform, { post: () => {} });
    portal.loadingFinished();
    portal.gameplayStart();
    portal.setAdapter(adapter);
    expect(calls).toEqual(['loadingFinished', 'gameplayStart']);
  });
});

describe('ad breaks', () => {
  it('stop gameplay, mute and block input for the break, then restore, in order', async () => {
    const { portal, messages, calls } = recorder();
    const log: string[] = [];
    portal.setAdBreakHooks({
      setAdMuted: (m) => log.push(`muted:${m}`),
      setInputBlocked: (b) => log.push(`blocked:${b}`),
    });
    portal.gameplayStart();
    const p = portal.adBreak();
    expect(portal.inAdBreak).toBe(true);
    portal.gameplayStart(); // ignored during the break
    await p;
    expect(portal.inAdBreak).toBe(false);
    expect(log).toEqual(['muted:true', 'blocked:true', 'blocked:false', 'muted:false']);
    expect(messages.map((m) => m.type)).toEqual(['gameplayStart', 'gameplayStop', 'adBreakStart', 'adBreakEnd']);
    expect(messages[1].reason).toBe('adBreak');
    expect(calls).toEqual(['gameplayStart', 'gameplayStop', 'adBreak']);
  });

  it('share one break when asked twice', async () => {
    const { portal, messages } = recorder();
    const a = portal.adBreak();
    const b = portal.adBreak();
    expect(a).toBe(b);
    await a;
    expect(messages.map((m) => m.type)).toEqual(['adBreakStart', 'adBreakEnd']);
  });

  it('end after the timeout when the SDK never answers, and after a rejection', async () => {
    vi.useFakeTimers();
    try {
      const never: Platform = { ...nonePlatform, adBreak: () => new Promise<void>(() => {}) };
      const messages: PortalMessage[] = [];
      const portal = new Portal(never, { post: (m) => messages.push(m), adBreakTimeoutMs: 5000 });
      let done = false;
      void portal.adBreak().then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(4000);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1500);
      expect(done).toBe(true);
      expect(messages.map((m) => m.type)).toEqual(['adBreakStart', 'adBreakEnd']);
    } finally {
      vi.useRealTimers();
    }
    const rejecting = new Portal({ ...nonePlatform, adBreak: () => Promise.reject(new Error('blocked')) }, { post: () => {} });
    await expect(rejecting.adBreak()).resolves.toBeUndefined();
  });

  it('the none platform resolves at once', async () => {
    await expect(nonePlatform.adBreak()).resolves.toBeUndefined();
    expect(await loadPlatform(undefined)).toBe(nonePlatform);
    expect(await loadPlatform('none')).toBe(nonePlatform);
  });
});

describe('postToParent', () => {
  const msg: PortalMessage = { source: MESSAGE_SOURCE, type: 'loadingFinished' };

  it('posts to a parent frame with targetOrigin *', () => {
    const parent = { postMessage: vi.fn() };
    const win = { parent } as unknown as Window;
    postToParent(msg, win);
    expect(parent.postMessage).toHaveBeenCalledWith(msg, '*');
  });

  it('does nothing when not framed, and never throws', () => {
    const self = { postMessage: vi.fn() } as unknown as Window & { parent: Window };
    (self as { parent: Window }).parent = self;
    postToParent(msg, self);
    expect(self.postMessage as unknown as ReturnType<typeof vi.fn>).not.toHaveBeenCalled();
    const hostile = {
      get parent(): Window {
        throw new Error('SecurityError');
      },
    } as unknown as Window;
    expect(() => postToParent(msg, hostile)).not.toThrow();
    expect(() => postToParent(msg, undefined)).not.toThrow();
  });
});

describe('the play gate', () => {
  it('holds the game while an ad break runs', async () => {
    const { portal } = await import('../../src/platform/platform');
    const { canPlayNow, whenPlayable } = await import('../../src/platform/gate');
    let finish: () => void = () => {};
    portal.setAdapter({ ...nonePlatform, adBreak: () => new Promise<void>((r) => (finish = r)) });
    expect(canPlayNow()).toBe(true);
    const ad = portal.adBreak();
    expect(canPlayNow()).toBe(false);
    let released = false;
    const waiting = whenPlayable().then(() => {
      released = true;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(released).toBe(false);
    finish();
    await ad;
    await waiting;
    expect(released).toBe(true);
    portal.setAdapter(nonePlatform);
  });
});
