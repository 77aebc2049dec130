// The records' home: one key of the game's safe storage (src/storage/storage.ts, which a
// portal build points at the portal's data module; main.ts hands it over), versioned like
// the match save and checked line by line on load (decode.ts). Every change is read,
// change, write against what is stored now, so two tabs (or a tab and a portal's sync)
// never erase each other's records; another tab's write is read again when storage says
// so. Records written by a newer build are shown and never written over: this visit's
// games count in memory only. Never a crash; with storage blocked the records live for
// this visit only. docs/architecture.md, "Saves and storage".
import { copyProgress, emptyProgress, PROGRESS_VERSION, type ProgressData } from './record';
import { decodeProgress, type ProgressLoad } from './decode';

export { decodeProgress, encodeProgress, type ProgressLoad } from './decode';

/** What the records need of a store (the game's SafeStorage is one; so is a Map's get and set). */
export interface ProgressBackend {
  get(key: string): string | null;
  set(key: string, value: string): void;
  /** Hears the keys another tab changed (null: all), where the backend can tell. */
  onOutsideChange?(listener: (key: string | null) => void): unknown;
}

export const PROGRESS_KEY = 'progress';
/** i18n keys of the notices about stored records: unreadable (afresh), some lines dropped, a newer build's. */
export const PROGRESS_RESET_NOTICE = 'progress:notice.reset';
export const PROGRESS_DROPPED_NOTICE = 'progress:notice.dropped';
export const PROGRESS_NEWER_NOTICE = 'progress:notice.newer';

function noticeOf(loaded: ProgressLoad): string | null {
  if (loaded.status === 'reset') return PROGRESS_RESET_NOTICE;
  if (loaded.status === 'newer') return PROGRESS_NEWER_NOTICE;
  return loaded.dropped.length > 0 ? PROGRESS_DROPPED_NOTICE : null;
}

/** The records of this player: read, changed and written back at every change. */
export class ProgressStore {
  private data: ProgressData;
  /** Set when the stored records were read only in part, or are a newer build's (shown once). */
  loadNotice: string | null;
  /** A newer build's records are stored: nothing is written. */
  private readOnly = false;

  constructor(private readonly backend: ProgressBackend) {
    const loaded = this.read();
    this.data = loaded.data;
    this.loadNotice = noticeOf(loaded);
    this.readOnly = loaded.status === 'newer';
    if (loaded.status === 'reset' || (loaded.status === 'ok' && loaded.dropped.length > 0)) {
      console.info(
        `[progress] ${loaded.status === 'reset' ? `records unreadable (${loaded.reason})` : `dropped ${loaded.dropped.join(', ')}`}`,
      );
      this.write();
    }
    try {
      backend.onOutsideChange?.((key) => {
        if (key === null || key === PROGRESS_KEY) this.reload();
      });
    } catch {
      // no word from other tabs: every change still reads what is stored first
    }
  }

  /** A copy of the records. */
  get(): ProgressData {
    return copyProgress(this.data);
  }

  /** Whether this build may write the records (false over a newer build's). */
  get writable(): boolean {
    return !this.readOnly;
  }

  /**
   * Applies `change` to the records as stored now (another tab's games included) and writes
   * the result; returns it. Over a newer build's records, the change lives in memory only.
   */
  update(change: (data: ProgressData) => ProgressData): ProgressData {
    const now = this.read();
    this.readOnly = now.status === 'newer';
    // what is stored, unless it cannot be read any more: then what this tab knew
    const base = now.status === 'ok' || (now.status === 'none' && !this.hadData()) ? now.data : this.data;
    const next = change(this.readOnly ? copyProgress(this.data) : copyProgress(base));
    this.data = copyProgress(next);
    this.write();
    return this.get();
  }

  /** Replaces the records (kept in memory if the write fails). Prefer update, which merges. */
  set(next: ProgressData): void {
    this.update(() => next);
  }

  /** Reads the records again (another tab wrote them). */
  reload(): void {
    const now = this.read();
    if (now.status === 'ok' || now.status === 'newer') this.data = now.data;
    this.readOnly = now.status === 'newer';
  }

  private hadData(): boolean {
    return JSON.stringify(this.data) !== JSON.stringify(emptyProgress());
  }

  private read(): ProgressLoad {
    try {
      return decodeProgress(this.backend.get(PROGRESS_KEY));
    } catch {
      return decodeProgress(null);
    }
  }

  private write(): void {
    if (this.readOnly) return;
    try {
      this.backend.set(PROGRESS_KEY, JSON.stringify({ ...this.data, v: PROGRESS_VERSION }));
    } catch {
      // a backend that throws (SafeStorage never does): the records still serve this visit
    }
  }
}
