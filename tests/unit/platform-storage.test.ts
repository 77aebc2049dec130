// Storage never throws: blocked localStorage (sandboxed iframes, incognito, privacy
// settings), a storage that fails on write (quota) or is revoked mid-visit.
import { describe, expect, it } from 'vitest';
import { createStorage } from '../../src/storage/storage';

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
});
