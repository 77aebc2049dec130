// Calm notices for the toast (src/scenes/toast.ts) from layers that draw nothing: storage
// that stopped or resumed saving, saves and records that could not be read. Each names an
// i18n key; the same key waiting twice shows once.

export interface Notice {
  /** i18n key of the text. */
  key: string;
  /** i18n key of the heading (the toast has its own when none is given). */
  title?: string;
}

const queue: Notice[] = [];

export function postNotice(key: string, title?: string): void {
  if (queue.some((n) => n.key === key)) return;
  queue.push(title === undefined ? { key } : { key, title });
}

/** A notice that no longer holds (saving resumed before "saving stopped" showed) is dropped. */
export function withdrawNotice(key: string): boolean {
  const i = queue.findIndex((n) => n.key === key);
  if (i >= 0) queue.splice(i, 1);
  return i >= 0;
}

export function hasNotice(): boolean {
  return queue.length > 0;
}

export function takeNotice(): Notice | null {
  return queue.shift() ?? null;
}
