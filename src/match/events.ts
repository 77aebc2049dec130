// A small typed event channel. A listener may return a promise: `emit` hands back the
// promises, so the one who emits can wait for what the event started (the board's move
// animation) without a second way of being told.

export class Channel<E> {
  private listeners = new Set<(e: E) => void | Promise<void>>();

  on(fn: (e: E) => void | Promise<void>): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(e: E): Promise<void>[] {
    const waits: Promise<void>[] = [];
    for (const fn of [...this.listeners]) {
      const r = fn(e);
      if (r) waits.push(r);
    }
    return waits;
  }

  clear(): void {
    this.listeners.clear();
  }
}
