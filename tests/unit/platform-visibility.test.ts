// The visibility hub: one notification per change from any of the page's sources, a
// promise that waits for visible, and a clock that stands still while hidden.
import { describe, expect, it, vi } from 'vitest';
import { createVisibilityHub, createVisibleClock, pauseLoopWhileHidden } from '../../src/platform/visibility';

function fakePage() {
  const doc = new EventTarget() as EventTarget & { visibilityState: string };
  doc.visibilityState = 'visible';
  const win = new EventTarget();
  return {
    doc,
    win,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

describe('visibility hub', () => {
  it('reports each change once, from visibilitychange and pagehide/pageshow', () => {
    const page = fakePage();
    const hub = createVisibilityHub(page.doc, page.win);
    const seen: boolean[] = [];
    hub.subscribe((h) => seen.push(h));
    expect(hub.hidden).toBe(false);
    page.hide();
    page.win.dispatchEvent(new Event('pagehide'));
    expect(hub.hidden).toBe(true);
    page.show();
    page.win.dispatchEvent(new Event('pageshow'));
    page.win.dispatchEvent(new Event('pagehide'));
    page.win.dispatchEvent(new Event('pageshow'));
    expect(seen).toEqual([true, false, true, false]);
  });

  it('whenVisible waits for the page to come back', async () => {
    const page = fakePage();
    const hub = createVisibilityHub(page.doc, page.win);
    await hub.whenVisible();
    page.hide();
    let resumed = false;
    const waiting = hub.whenVisible().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    page.show();
    await waiting;
    expect(resumed).toBe(true);
  });

  it('a failing subscriber does not stop the others', () => {
    const page = fakePage();
    const hub = createVisibilityHub(page.doc, page.win);
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: boolean[] = [];
    hub.subscribe(() => {
      throw new Error('boom');
    });
    hub.subscribe((h) => seen.push(h));
    page.hide();
    expect(seen).toEqual([true]);
    err.mockRestore();
  });

  it('unsubscribe and dispose stop notifications', () => {
    const page = fakePage();
    const hub = createVisibilityHub(page.doc, page.win);
    const seen: boolean[] = [];
    const off = hub.subscribe((h) => seen.push(h));
    off();
    page.hide();
    expect(seen).toEqual([]);
    hub.dispose();
    page.show();
    expect(hub.hidden).toBe(true);
  });

  it('is inert without a document', () => {
    const hub = createVisibilityHub(undefined, undefined);
    expect(hub.hidden).toBe(false);
  });

  it('sleeps and wakes a game loop', () => {
    const page = fakePage();
    const hub = createVisibilityHub(page.doc, page.win);
    const calls: string[] = [];
    pauseLoopWhileHidden({ sleep: () => calls.push('sleep'), wake: () => calls.push('wake') }, hub);
    page.hide();
    page.show();
    expect(calls).toEqual(['sleep', 'wake']);
  });
});

describe('visible clock', () => {
  it('stands still while hidden', () => {
    const page = fakePage();
    const hub = createVisibilityHub(page.doc, page.win);
    let t = 1000;
    const clock = createVisibleClock(hub, () => t);
    const start = clock.now();
    t += 500;
    expect(clock.now() - start).toBe(500);
    page.hide();
    t += 10_000;
    expect(clock.now() - start).toBe(500);
    page.show();
    t += 250;
    expect(clock.now() - start).toBe(750);
  });
});
