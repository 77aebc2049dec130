// A stored record written by a newer build of the game (after a rollback, or an older tab
// still open) is kept as it is: this build reads what it can and never writes over it
// (docs/architecture.md, "Saves and storage").

/** The `v` of a stored JSON record, or null when the text is no such record. Never throws. */
export function storedVersion(text: string | null): number | null {
  if (text === null || text.length === 0 || text[0] !== '{') return null;
  try {
    const raw = JSON.parse(text) as unknown;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
    const v = (raw as { v?: unknown }).v;
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

/** Whether the stored text is a record of a version newer than `mine` (so not to be touched). */
export function isNewerRecord(text: string | null, mine: number): boolean {
  const v = storedVersion(text);
  return v !== null && v > mine;
}
