// The main thread's handle on the pandas (no Phaser, no DOM beyond Worker and timers).
// It owns one module worker and sends it one request at a time. It cancels what the game
// no longer needs (new round, undo, leaving the scene), and it never leaves the game
// without a move: a worker that dies or overruns its deadline by more than a second is
// replaced, and the move is then computed on the main thread with a small budget. Where
// no worker can be made (sandboxed iframes, Node), the same search runs on the main thread
// in short slices, so the page keeps animating.

import { abortError } from '../ai/abort';
import { DEFAULT_TIME_MS, type FromWorker, type ThinkRequest, type ThinkResult, type ToWorker } from '../ai/protocol';

export type { ThinkRequest, ThinkResult };

export interface PandaClientOptions {
  /** Makes the worker; default the bundled module worker. Return null for main-thread only. */
  createWorker?: () => Worker | null;
  /** How late a worker may answer before it is replaced (ms). */
  graceMs?: number;
  /** Main-thread search slice length (ms) between yields. */
  sliceMs?: number;
  /** Budget of the main-thread rescue after a worker failure (ms). */
  rescueMs?: number;
  /** Extra patience for a fresh worker's first answer (it loads and compiles its code first). */
  startupMs?: number;
}

interface Job {
  id: number;
  req: ThinkRequest;
  resolve: (r: ThinkResult) => void;
  reject: (e: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
  timer?: ReturnType<typeof setTimeout>;
  /** Set while the job runs on the main thread. */
  local?: AbortController;
}

/** Worker failures after which the client stops trying workers and stays on the main thread. */
const MAX_WORKER_FAILURES = 3;

/**
 * The search on this page, for when no worker answers: a chunk of its own (the first
 * screen's script carries no search, docs/architecture.md "Start-up"), fetched once a
 * client exists (see the constructor) so that a dead worker later never waits on the network.
 */
let localSearch: Promise<typeof import('./local-search')> | null = null;
const loadLocalSearch = (): Promise<typeof import('./local-search')> => (localSearch ??= import('./local-search'));

/** How long after a client is made the page's own search is fetched (after the board's first frames). */
const LOCAL_SEARCH_PREFETCH_MS = 1500;

function defaultWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  // The URL is inline so Vite finds and bundles the worker.
  return new Worker(new URL('./panda-worker.ts', import.meta.url), { type: 'module' });
}

export class PandaClient {
  private worker: Worker | null = null;
  private failures = 0;
  private noWorker = false;
  private disposed = false;
  private nextId = 1;
  private queue: Job[] = [];
  private current: Job | null = null;
  private readonly createWorker: () => Worker | null;
  private readonly graceMs: number;
  private readonly sliceMs: number;
  private readonly rescueMs: number;
  private readonly startupMs: number;
  /** Whether the current worker has answered once (it is loaded). */
  private warm = false;
  /** A worker failed (died, never loaded, overran) and none has answered since. */
  private failing = false;

  constructor(options: PandaClientOptions = {}) {
    this.createWorker = options.createWorker ?? defaultWorker;
    this.graceMs = options.graceMs ?? 1000;
    this.sliceMs = options.sliceMs ?? 12;
    this.rescueMs = options.rescueMs ?? 150;
    this.startupMs = options.startupMs ?? 2000;
    setTimeout(() => void loadLocalSearch().catch(() => (localSearch = null)), LOCAL_SEARCH_PREFETCH_MS);
  }

  /**
   * The pandas' worker failed and no worker has answered since: their moves come from the
   * page (a shorter search, or a simple choice when even that cannot be fetched), and the
   * board says so (docs/architecture.md "The life of a click"). A page that cannot make a
   * worker at all (no Worker, a sandbox) is not failing: the whole search runs here, sliced.
   */
  get trouble(): boolean {
    return this.failing;
  }

  /** Asks a panda for a move. Rejects with an AbortError when cancelled (signal, cancelAll, dispose). */
  think(req: ThinkRequest, signal?: AbortSignal): Promise<ThinkResult> {
    return new Promise<ThinkResult>((resolve, reject) => {
      if (this.disposed) return reject(abortError());
      if (signal?.aborted) return reject(abortError());
      const job: Job = { id: this.nextId++, req, resolve, reject, signal };
      if (signal) {
        job.onAbort = () => this.cancel(job);
        signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.pump();
    });
  }

  /** Cancels every pending request (their promises reject with an AbortError). */
  cancelAll(): void {
    for (const job of [...this.queue]) this.cancel(job);
    if (this.current) this.cancel(this.current);
  }

  dispose(): void {
    this.cancelAll();
    this.disposed = true;
    this.killWorker();
  }

  private cancel(job: Job): void {
    const i = this.queue.indexOf(job);
    if (i >= 0) {
      this.queue.splice(i, 1);
    } else if (this.current === job) {
      this.current = null;
      if (job.local) job.local.abort();
      // The worker is busy with a search nobody wants: replace it rather than wait.
      else this.killWorker();
    } else {
      return; // already settled
    }
    this.settle(job);
    job.reject(abortError());
    this.pump();
  }

  private settle(job: Job): void {
    if (job.timer !== undefined) clearTimeout(job.timer);
    if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
  }

  private pump(): void {
    if (this.current || this.disposed) return;
    const job = this.queue.shift();
    if (!job) return;
    this.current = job;
    const worker = this.ensureWorker();
    if (!worker) {
      this.runLocally(job, job.req);
      return;
    }
    const budget = job.req.panda === 'papa' ? (job.req.timeMs ?? DEFAULT_TIME_MS) : 0;
    job.timer = setTimeout(() => this.workerFailed(job), budget + this.graceMs + (this.warm ? 0 : this.startupMs));
    const message: ToWorker = { id: job.id, request: job.req };
    worker.postMessage(message);
  }

  private ensureWorker(): Worker | null {
    if (this.noWorker) return null;
    if (this.worker) return this.worker;
    let worker: Worker | null = null;
    try {
      worker = this.createWorker();
    } catch {
      worker = null;
    }
    if (!worker) {
      this.noWorker = true;
      return null;
    }
    worker.onmessage = (e: MessageEvent<FromWorker>) => this.onReply(worker as Worker, e.data);
    worker.onerror = (e) => {
      e.preventDefault?.();
      if (this.worker === worker && this.current) this.workerFailed(this.current);
      else if (this.worker === worker) this.killWorker();
    };
    worker.onmessageerror = () => {
      if (this.worker === worker && this.current) this.workerFailed(this.current);
    };
    this.worker = worker;
    return worker;
  }

  private onReply(from: Worker, reply: FromWorker): void {
    const job = this.current;
    if (from !== this.worker || !job || reply.id !== job.id) return; // stale
    this.current = null;
    this.settle(job);
    this.failures = 0;
    this.warm = true;
    this.failing = false;
    if (reply.ok) job.resolve(reply.result);
    else job.reject(new Error(reply.error));
    this.pump();
  }

  /** The worker died or overran: replace it, and still answer with a legal move. */
  private workerFailed(job: Job): void {
    if (this.current !== job) return;
    this.killWorker();
    this.failing = true;
    if (++this.failures >= MAX_WORKER_FAILURES) this.noWorker = true;
    if (job.timer !== undefined) clearTimeout(job.timer);
    job.timer = undefined;
    const budget = job.req.panda === 'papa' ? Math.min(job.req.timeMs ?? DEFAULT_TIME_MS, this.rescueMs) : 0;
    this.runLocally(job, { ...job.req, timeMs: budget });
  }

  private runLocally(job: Job, req: ThinkRequest): void {
    const local = new AbortController();
    job.local = local;
    const rescue = (e: unknown): Promise<ThinkResult> => {
      // A search that fails is a bug; BABY's move is still better than no move.
      if (local.signal.aborted || req.panda === 'baby' || (e as Error)?.name === 'RequestError') throw e;
      return searchHere({ ...req, panda: 'baby' });
    };
    const searchHere = (r: ThinkRequest): Promise<ThinkResult> => loadLocalSearch().then((m) => m.thinkHere(r, this.sliceMs, local.signal));
    searchHere(req)
      .catch(rescue)
      .then(
        (result) => {
          if (this.current !== job) return;
          this.current = null;
          this.settle(job);
          job.resolve(result);
          this.pump();
        },
        (e) => {
          if (this.current !== job) return; // cancelled: already rejected
          this.current = null;
          this.settle(job);
          job.reject(e);
          this.pump();
        },
      );
  }

  private killWorker(): void {
    const w = this.worker;
    this.worker = null;
    this.warm = false;
    if (w) {
      w.onmessage = null;
      w.onerror = null;
      w.onmessageerror = null;
      w.terminate();
    }
  }
}
