// Storage never throws: blocked localStorage (sandboxed iframes, incognito, privacy
// settings), a storage that fails on write (quota) or is revoked mid-visit. A full disk
// is still read, and saving resumes when space comes back; other tabs' writes are heard.
import { describe, expect, it } from 'vitest';
import { createStorage, watchOtherTabs } from '../../src/storage/storage';

class MapStorage implements Storage {
  private m = new Map<string, string>();
  get length(): number {
    return this.m.size;
  }
  clear(): void {
    this.m.clear();
  }
  getItem(k: string): string | null {
    return this.m.get(k) ?? null;
  }
  key(i: number): string | null {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string): void {
    this.m.delete(k);
  }
  setItem(k: string, v: string): void {
    this.m.set(k, v);
  }
}

describe('storage', () => {
  it('persists through a working localStorage', () => {
    const backend = new MapStorage();
    const a = createStorage(() => backend);
    expect(a.persistent).toBe(true);
    a.set('k', 'v');
    expect(createStorage(() => backend).get('k')).toBe('v');
    a.remove('k');
    expect(createStorage(() => backend).get('k')).toBeNull();
  });

  it('falls back to memory when the localStorage getter throws (sandboxed iframe)', () => {
    const s = createStorage(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    expect(s.persistent).toBe(false);
    expect(s.get('k')).toBeNull();
    s.set('k', 'v');
    expect(s.get('k')).toBe('v');
    s.remove('k');
    expect(s.get('k')).toBeNull();
  });

  it('falls back to memory when every call throws', () => {
    const throwing = new Proxy(new MapStorage(), {
      get() {
        return () => {
          throw new DOMException('denied', 'SecurityError');
        };
      },
    });
    const s = createStorage(() => throwing);
    expect(s.persistent).toBe(false);
    expect(() => s.set('k', 'v')).not.toThrow();
    expect(s.get('k')).toBe('v');
    expect(() => s.remove('k')).not.toThrow();
  });

  it('keeps a memory copy when a write fails later (quota)', () => {
    const backend = new MapStorage();
    const s = createStorage(() => backend);
    backend.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => s.set('big', 'x'.repeat(100))).not.toThrow();
    expect(s.get('big')).toBe('x'.repeat(100));
  });

  it('works with no localStorage at all (Node, workers)', () => {
    const s = createStorage(() => null);
    expect(s.persistent).toBe(false);
    s.set('a', '1');
    expect(s.get('a')).toBe('1');
  });

  it('still reads what is on disk when the disk is full from the start', () => {
    const backend = new MapStorage();
    backend.setItem('panda-board-games:match.othello', 'saved');
    const full = fullAfter(backend);
    full.full = true;
    const s = createStorage(() => full, 0);
    expect(s.persistent).toBe(true);
    expect(s.writing).toBe(false);
    expect(s.get('match.othello')).toBe('saved');
  });

  it('keeps failed writes in memory, says once that writing stopped, and writes them when space comes back', () => {
    const backend = new MapStorage();
    const full = fullAfter(backend);
    const s = createStorage(() => full, 0);
    const heard: boolean[] = [];
    s.onWriting((w) => heard.push(w));
    s.set('progress', 'one');
    expect(s.writing).toBe(true);
    full.full = true;
    s.set('match.tiger', 'move 12');
    s.set('match.tiger', 'move 13');
    s.set('progress', 'two');
    expect(heard).toEqual([false]);
    expect(s.writing).toBe(false);
    // this visit reads its own latest; the disk still has the last write that went through
    expect(s.get('match.tiger')).toBe('move 13');
    expect(s.get('progress')).toBe('two');
    expect(backend.getItem('panda-board-games:progress')).toBe('one');
    full.full = false;
    expect(s.flush()).toBe(true);
    expect(heard).toEqual([false, true]);
    expect(backend.getItem('panda-board-games:match.tiger')).toBe('move 13');
    expect(backend.getItem('panda-board-games:progress')).toBe('two');
  });

  it('tries the waiting writes again on a timer', async () => {
    const backend = new MapStorage();
    const full = fullAfter(backend);
    const s = createStorage(() => full, 20);
    full.full = true;
    s.set('k', 'v');
    full.full = false;
    await new Promise((r) => setTimeout(r, 60));
    expect(s.writing).toBe(true);
    expect(backend.getItem('panda-board-games:k')).toBe('v');
  });

  it('takes writing up again once the disk has room, even with nothing waiting', () => {
    const backend = new MapStorage();
    const full = fullAfter(backend);
    full.full = true;
    const s = createStorage(() => full, 0);
    expect(s.writing).toBe(false);
    full.full = false;
    // another tab freed space: its storage event is the cue
    s.outsideChange('progress');
    expect(s.writing).toBe(true);
  });

  it("tells its listeners which key another tab changed, and reads that tab's value", () => {
    const backend = new MapStorage();
    const s = createStorage(() => backend, 0);
    const keys: (string | null)[] = [];
    s.onOutsideChange((k) => keys.push(k));
    const events = new EventTarget();
    watchOtherTabs(s, events as unknown as Window);
    backend.setItem('panda-board-games:progress', 'theirs');
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    events.dispatchEvent(storageEvent('panda-board-games:progress'));
    events.dispatchEvent(storageEvent('some-other-site-key'));
    events.dispatchEvent(storageEvent(null));
    expect(keys).toEqual(['progress', null]);
    expect(s.get('progress')).toBe('theirs');
  });

  it("lists the game's keys, on disk and waiting", () => {
    const backend = new MapStorage();
    backend.setItem('other-site', 'x');
    const full = fullAfter(backend);
    const s = createStorage(() => full, 0);
    s.set('a', '1');
    full.full = true;
    s.set('b', '2');
    expect(s.keys().sort()).toEqual(['a', 'b']);
  });

  it('is a clean memory-only store when every access throws (a sandboxed iframe without storage)', () => {
    const s = createStorage(() => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag', 'SecurityError');
    }, 0);
    const heard: boolean[] = [];
    s.onWriting((w) => heard.push(w));
    s.set('match.othello', 'x');
    expect(s.get('match.othello')).toBe('x');
    expect(s.writing).toBe(true);
    expect(s.keys()).toEqual(['match.othello']);
    expect(s.flush()).toBe(true);
    expect(heard).toEqual([]);
  });
});

/** A backend that refuses every write while `full` is set, as a full origin does. */
function fullAfter(backend: MapStorage): MapStorage & { full: boolean } {
  const b = backend as MapStorage & { full: boolean };
  b.full = false;
  const set = backend.setItem.bind(backend);
  b.setItem = (k: string, v: string) => {
    if (b.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    set(k, v);
  };
  return b;
}
