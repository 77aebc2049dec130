// The review's grades of a finished game (docs/ai.md, "Grading a game"): PAPA looks at
// every position in turn, in a worker of the review's own (an instance of the pandas'
// worker script, so the engine and the search ship once), never on the page's frames. Each
// answer is told as it arrives, so grades appear one by one. The work pauses while no
// review shows (a new game's panda must not share the two cores with it) and goes on from
// where it stopped; what was found is kept for the visit. Where no worker answers, the
// same look runs on the page in short slices (src/match/local-search.ts).
import type { GradeFromWorker, GradeRequest, GradeResult, GradeToWorker } from '../ai/protocol';
import { gradesOf, withHindsight, type Grade, type MoveFacts, type PositionLook } from '../ai/grades';
import type { GameRecord } from '../engine/record';

/** What the review of a whole game may take, spread over its positions (a typical game in a few seconds). */
export const GAME_BUDGET_MS = 3000;
const MIN_MS = 25;
const MAX_MS = 150;
/** A fresh worker loads its code (and Othello's solver) before its first answer. */
const STARTUP_MS = 4000;
const GRACE_MS = 1500;

export interface Grading {
  /** PAPA's value of each position for the first player, in [-1, 1] (null until computed). */
  readonly evals: readonly (number | null)[];
  /** His best move from each position (null until computed, and at the end). */
  best(ply: number): string | null;
  /** The grade of each move (index 0: the first move), null where none or not yet known. */
  marks(): (Grade | null)[];
  /** Whether every position has its value. */
  readonly done: boolean;
  /** Calls `fn` after each new value; returns the way to stop listening. */
  onChange(fn: () => void): () => void;
  /** Goes on grading (the review shows). */
  resume(): void;
  /** Stops for now (the review is gone): the worker is let go, what was found stays. */
  pause(): void;
}

const gradings = new WeakMap<GameRecord<unknown>, GameGrading>();

/** The grading of a finished game, made once per record and kept for the visit; `nodes`: a node budget per position instead of the clock. */
export function gradingOf(record: GameRecord<unknown>, nodes?: number): Grading {
  let g = gradings.get(record);
  if (!g) {
    g = new GameGrading(record, nodes);
    gradings.set(record, g);
  }
  return g;
}

let nextId = 1;

class GameGrading implements Grading {
  /** PAPA's values as his looks gave them; `evals` adds what a later proof says of earlier positions. */
  private readonly raw: (number | null)[];
  private readonly looks: (PositionLook | null)[];
  private readonly facts: MoveFacts[];
  private readonly listeners = new Set<() => void>();
  /** Positions the page could not grade (a bug): left without a value, the rest go on. */
  private readonly failed = new Set<number>();
  private worker: Worker | null = null;
  private noWorker = typeof Worker === 'undefined';
  private running = false;
  private local: AbortController | null = null;
  private readonly msPerPosition: number;

  constructor(
    private readonly record: GameRecord<unknown>,
    private readonly nodes?: number,
  ) {
    const rules = record.rules;
    const n = record.history.length;
    this.raw = new Array<number | null>(n + 1).fill(null);
    this.looks = new Array<PositionLook | null>(n + 1).fill(null);
    this.facts = record.history.map((p) => ({
      sign: rules.toMove(p.before) === 0 ? 1 : -1,
      forced: rules.moves(p.before).length <= 1,
      text: p.text,
    }));
    this.msPerPosition = Math.round(Math.min(MAX_MS, Math.max(MIN_MS, GAME_BUDGET_MS / (n + 1))));
  }

  get evals(): (number | null)[] {
    return withHindsight(
      this.raw,
      this.facts.map((f) => f.sign),
    );
  }

  get done(): boolean {
    return this.raw.every((v, ply) => v !== null || this.failed.has(ply));
  }

  best(ply: number): string | null {
    return this.looks[ply]?.best ?? null;
  }

  marks(): (Grade | null)[] {
    return gradesOf(this.evals, this.looks, this.facts);
  }

  onChange(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  resume(): void {
    if (this.running || this.done) return;
    this.running = true;
    this.next();
  }

  pause(): void {
    this.running = false;
    this.local?.abort();
    this.local = null;
    this.worker?.terminate();
    this.worker = null;
  }

  /** The request for position `ply`: the game up to it, and the move played from it. */
  private request(ply: number): GradeRequest {
    const r = this.record;
    const rules = r.rules;
    const h = r.history;
    const position = ply === 0 ? (h.length > 0 ? h[0].before : r.position) : h[ply - 1].after;
    return {
      game: rules.id,
      options: { ...rules.options },
      position: rules.format(position),
      history: r.moveTexts.slice(0, ply),
      startPosition: r.startText,
      drawRules: { ...r.draws },
      played: h[ply]?.text ?? null,
      timeMs: this.msPerPosition,
      nodes: this.nodes,
    };
  }

  private next(): void {
    if (!this.running) return;
    const ply = this.raw.findIndex((v, k) => v === null && !this.failed.has(k));
    if (ply < 0) {
      this.pause();
      return;
    }
    const req = this.request(ply);
    const got = (g: GradeResult) => {
      if (!this.running) return;
      const toMove = this.record.rules.toMove(this.record.rules.parse(req.position));
      this.raw[ply] = toMove === 0 ? g.value : -g.value;
      this.looks[ply] = { best: g.best, second: g.second };
      for (const fn of [...this.listeners]) fn();
      setTimeout(() => this.next(), 0);
    };
    const worker = this.ensureWorker();
    if (worker) this.inWorker(worker, req, got);
    else this.onPage(req, got);
  }

  private ensureWorker(): Worker | null {
    if (this.noWorker) return null;
    if (this.worker) return this.worker;
    try {
      this.worker = new Worker(new URL('./panda-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      this.noWorker = true;
    }
    return this.worker;
  }

  private inWorker(worker: Worker, request: GradeRequest, got: (g: GradeResult) => void): void {
    const id = nextId++;
    const fresh = !worker.onmessage;
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // a worker that fails or overruns is let go; the page grades the rest itself
      worker.terminate();
      if (this.worker === worker) this.worker = null;
      this.noWorker = true;
      this.onPage(request, got);
    };
    const timer = setTimeout(fail, request.timeMs * 1.5 + GRACE_MS + (fresh ? STARTUP_MS : 0));
    worker.onmessage = (e: MessageEvent<GradeFromWorker>) => {
      if (e.data?.id !== id || settled) return;
      if (!e.data.ok) return fail();
      settled = true;
      clearTimeout(timer);
      got(e.data.grade);
    };
    worker.onerror = (e) => {
      e.preventDefault?.();
      fail();
    };
    const message: GradeToWorker = { kind: 'grade', id, request };
    worker.postMessage(message);
  }

  private onPage(request: GradeRequest, got: (g: GradeResult) => void): void {
    if (!this.running) return;
    const local = new AbortController();
    this.local = local;
    import('./local-search')
      .then((m) => m.gradeHere(request, local.signal))
      .then(got, () => {
        // a position that cannot be graded (a bug) stays without a grade; the rest go on
        if (local.signal.aborted || !this.running) return;
        this.failed.add(request.history.length);
        for (const fn of [...this.listeners]) fn();
        setTimeout(() => this.next(), 0);
      });
  }
}
