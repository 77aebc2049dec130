// One place that knows whether the page can be seen. Everything that must stop while the
// tab is hidden (sound, the turn clock, animations, the panda's move) subscribes here
// instead of listening to the document itself, so that hidden/visible happen in one order
// and once each. Sources: `visibilitychange` (tab switch, minimised window, phone locked),
// `pagehide`/`pageshow` (navigation away, back-forward cache), and `freeze`/`resume`
// (Chrome's lifecycle on phones).

export type VisibilityListener = (hidden: boolean) => void;

export interface VisibilityHub {
  /** True while the page is hidden. */
  readonly hidden: boolean;
  /** Calls `fn(hidden)` on every change (not at once). Returns the unsubscribe function. */
  subscribe(fn: VisibilityListener): () => void;
  /** Resolves at once when visible, else on the next visible. */
  whenVisible(): Promise<void>;
  /** Re-reads the document's state (for tests and unusual hosts). */
  refresh(): void;
  dispose(): void;
}

interface DocLike {
  readonly visibilityState?: string;
  readonly hidden?: boolean;
  addEventListener(type: string, fn: (e: Event) => void): void;
  removeEventListener(type: string, fn: (e: Event) => void): void;
}

interface WinLike {
  addEventListener(type: string, fn: (e: Event) => void): void;
  removeEventListener(type: string, fn: (e: Event) => void): void;
}

export function createVisibilityHub(
  doc: DocLike | undefined = globalThis.document,
  win: WinLike | undefined = globalThis.window,
): VisibilityHub {
  const listeners = new Set<VisibilityListener>();
  let waiters: (() => void)[] = [];
  const docHidden = (): boolean => {
    if (!doc) return false;
    if (doc.visibilityState !== undefined) return doc.visibilityState === 'hidden';
    return doc.hidden === true;
  };
  let hidden = docHidden();

  const set = (next: boolean): void => {
    if (next === hidden) return;
    hidden = next;
    for (const fn of [...listeners]) {
      try {
        fn(hidden);
      } catch (e) {
        // One failing subscriber must not keep the others paused (or running).
        console.error(e);
      }
    }
    if (!hidden) {
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    }
  };

  const onVisibility = (): void => set(docHidden());
  const onHide = (): void => set(true);
  const onShow = (): void => set(docHidden());
  const docEvents: [string, () => void][] = [
    ['visibilitychange', onVisibility],
    ['freeze', onHide],
    ['resume', onShow],
  ];
  const winEvents: [string, () => void][] = [
    ['pagehide', onHide],
    ['pageshow', onShow],
  ];
  for (const [type, fn] of docEvents) doc?.addEventListener(type, fn);
  for (const [type, fn] of winEvents) win?.addEventListener(type, fn);

  return {
    get hidden() {
      return hidden;
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    whenVisible() {
      if (!hidden) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    refresh: onVisibility,
    dispose() {
      for (const [type, fn] of docEvents) doc?.removeEventListener(type, fn);
      for (const [type, fn] of winEvents) win?.removeEventListener(type, fn);
      listeners.clear();
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    },
  };
}

/** The page's one hub (inert where there is no document, e.g. unit tests in Node). */
export const visibility: VisibilityHub = createVisibilityHub();

/** The Phaser bits the hub drives: the game loop (animations, tweens, scene timers). */
export interface LoopLike {
  sleep(): void;
  wake(seamless?: boolean): void;
}

/**
 * Stops Phaser's loop while hidden (Phaser only marks it paused; in a throttled or
 * emulated hidden tab the frames would go on) and wakes it when visible again.
 */
export function pauseLoopWhileHidden(loop: LoopLike, hub: VisibilityHub = visibility): () => void {
  if (hub.hidden) loop.sleep();
  return hub.subscribe((hidden) => {
    if (hidden) loop.sleep();
    else loop.wake();
  });
}

/**
 * A clock that stands still while the page is hidden: a turn clock read from it pauses
 * with the tab and goes on where it stopped. Milliseconds, monotonic.
 */
export function createVisibleClock(
  hub: VisibilityHub = visibility,
  now: () => number = () => globalThis.performance?.now() ?? Date.now(),
): { now(): number; dispose(): void } {
  let hiddenTotal = 0;
  let hiddenSince: number | null = hub.hidden ? now() : null;
  const unsubscribe = hub.subscribe((hidden) => {
    if (hidden && hiddenSince === null) hiddenSince = now();
    else if (!hidden && hiddenSince !== null) {
      hiddenTotal += now() - hiddenSince;
      hiddenSince = null;
    }
  });
  return {
    now: () => (hiddenSince !== null ? hiddenSince : now()) - hiddenTotal,
    dispose: unsubscribe,
  };
}
