// The live match: the one place that owns the game record, whose turn it is, the turn
// clock and the pandas' requests. Scenes present it (animate moves, show texts) and feed
// it the player's input; the portal layer can attach to its hooks (onMatchStart,
// onMovePlayed, onMatchEnd) for save/resume and platform events.
import { PandaClient, type Prophecy, type ThinkResult } from './panda-client';
import { GameRecord } from '../engine/index';
import type { AnyRules, Outcome, Side } from '../engine/types';
import type { PlayedMove } from '../engine/record';
import { settings, urlParams, type Opponent } from '../settings';
import { sound } from './sound';
import { whenPlayable } from '../platform/gate';
import { rulesFor, type GameId } from '../games/registry';

export type PandaName = Exclude<Opponent, 'human'>;

export interface MatchConfig {
  game: GameId;
  opponent: Opponent;
  /** The side the player takes against a panda (in friend mode: the side shown as "first player"). */
  humanSide: Side;
}

export type Played = PlayedMove<unknown>;

export type MatchEvent =
  | { type: 'start' }
  | { type: 'move'; played: Played }
  | { type: 'undo' }
  | { type: 'turn' }
  | { type: 'thinking' }
  | { type: 'notice'; key: string; params?: Record<string, string> }
  | { type: 'prophecy' }
  | { type: 'hint'; move: string }
  | { type: 'opponent' }
  | { type: 'end'; outcome: Outcome };

export interface MatchHooks {
  onMatchStart: ((m: Match) => void)[];
  onMovePlayed: ((m: Match, played: Played) => void)[];
  onMatchEnd: ((m: Match, outcome: Outcome) => void)[];
}

/** Budget of a panda's move: 1 s; tests (fast=1) cut it to 50 ms. */
export const PANDA_BUDGET_MS = urlParams.fast ? 50 : 1000;
/** Shortest a panda seems to think, so its move does not land before the player sees it. */
const MIN_THINK_MS = urlParams.fast ? 0 : 450;
/** How long a forced pass is announced before it is played. */
const PASS_NOTICE_MS = urlParams.fast ? 120 : 1500;

let client: PandaClient | null = null;
export function pandaClient(): PandaClient {
  if (!client) client = new PandaClient();
  return client;
}

const isAbort = (e: unknown): boolean => (e as { name?: string } | null)?.name === 'AbortError';

export class Match {
  readonly config: MatchConfig;
  rules: AnyRules;
  record: GameRecord<unknown>;
  /** PAPA's latest prophecy, from his point of view (null when none). */
  prophecy: Prophecy | null = null;
  /** Last hint shown (a move text), cleared when the position changes. */
  hint: string | null = null;
  /** A saved round to continue instead of a new one (resume after reload); start() takes it once. */
  resumeFrom: GameRecord<unknown> | null = null;

  /** Animates a move; the match waits for it before the next turn. Set by the board scene. */
  presenter: ((played: Played) => Promise<void>) | null = null;

  readonly hooks: MatchHooks = { onMatchStart: [], onMovePlayed: [], onMatchEnd: [] };
  private listeners = new Set<(e: MatchEvent) => void>();

  private epoch = 0;
  private aiAbort: AbortController | null = null;
  private hintAbort: AbortController | null = null;
  private animating = false;
  private thinking = false;
  private hintThinking = false;
  private passPending = false;
  private ended = false;

  // The turn clock (ms). `limitMs` 0: no clock.
  private clockRunning = false;
  private clockLeft = 0;
  private clockLast = 0;
  private clockWarned = 0;
  private readonly pausedBy = new Set<string>();
  private tickTimer: ReturnType<typeof setInterval> | null = null;

  constructor(config: MatchConfig) {
    this.config = { ...config };
    this.rules = rulesFor(config.game, { freeSlide: settings.freeSlide });
    this.record = this.newRecord();
  }

  private newRecord(): GameRecord<unknown> {
    const on = settings.drawRules;
    return new GameRecord(this.rules, undefined, { repetition: on, noProgress: on });
  }

  // ---- queries -------------------------------------------------------------------------

  get game(): GameId {
    return this.config.game;
  }
  get sides(): readonly [Side, Side] {
    return this.rules.sides;
  }
  get turn(): Side {
    return this.rules.sides[this.rules.toMove(this.record.position)];
  }
  get outcome(): Outcome | null {
    return this.record.outcome;
  }
  get vsPanda(): boolean {
    return this.config.opponent !== 'human';
  }
  get panda(): PandaName | null {
    return this.config.opponent === 'human' ? null : this.config.opponent;
  }
  get pandaSide(): Side | null {
    if (!this.vsPanda) return null;
    return this.sides[0] === this.config.humanSide ? this.sides[1] : this.sides[0];
  }
  isHumanSide(side: Side): boolean {
    return !this.vsPanda || side === this.config.humanSide;
  }
  get humanToMove(): boolean {
    return !this.ended && !this.record.isOver && this.isHumanSide(this.turn);
  }
  get busy(): boolean {
    return this.animating || this.thinking || this.passPending;
  }
  get isThinking(): boolean {
    return this.thinking;
  }
  get isHintThinking(): boolean {
    return this.hintThinking;
  }
  /** The player may act on the board now. */
  get canAct(): boolean {
    return this.humanToMove && !this.busy;
  }
  legalMoveTexts(): string[] {
    const pos = this.record.position;
    return this.record.legalMoves().map((m) => this.rules.moveToText(pos, m));
  }
  /** Seconds left on the turn clock; null when no clock runs. */
  timeLeft(): number | null {
    if (!this.clockRunning) return null;
    this.tick();
    return Math.max(0, Math.round(this.clockLeft / 100) / 10);
  }
  get clockLimit(): number {
    return settings.effectiveTimer;
  }
  get clockPaused(): boolean {
    return this.pausedBy.size > 0;
  }
  canUndo(): boolean {
    if (this.ended || this.record.history.length === 0) return false;
    if (!this.vsPanda) return true;
    return this.record.history.some((p) => this.isHumanSide(this.sideOf(p)) && !this.isForcedPass(p));
  }

  private sideOf(p: Played): Side {
    return this.rules.sides[this.rules.toMove(p.before)];
  }
  private isForcedPass(p: Played): boolean {
    return p.move === this.rules.PASS && !p.timerPass;
  }

  // ---- events --------------------------------------------------------------------------

  on(fn: (e: MatchEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  private emit(e: MatchEvent): void {
    for (const fn of [...this.listeners]) fn(e);
  }

  // ---- flow ----------------------------------------------------------------------------

  /** Starts (or restarts) the round from the start position. */
  start(): void {
    this.stopEverything();
    const resume = this.resumeFrom;
    this.resumeFrom = null;
    this.rules = resume ? resume.rules : rulesFor(this.config.game, { freeSlide: settings.freeSlide });
    this.record = resume ?? this.newRecord();
    this.ended = false;
    this.prophecy = null;
    this.hint = null;
    if (!this.tickTimer) this.tickTimer = setInterval(() => this.tick(), 100);
    this.emit({ type: 'start' });
    for (const h of this.hooks.onMatchStart) h(this);
    this.nextTurn();
  }

  /** Stops everything for good (leaving the board). */
  dispose(): void {
    this.stopEverything();
    if (this.tickTimer) clearInterval(this.tickTimer);
    this.tickTimer = null;
    this.listeners.clear();
    this.presenter = null;
  }

  private stopEverything(): void {
    this.epoch++;
    this.cancelPanda();
    this.cancelHint();
    this.stopClock();
    this.animating = false;
    this.passPending = false;
  }

  private cancelPanda(): void {
    this.aiAbort?.abort();
    this.aiAbort = null;
    this.thinking = false;
  }

  private cancelHint(): void {
    this.hintAbort?.abort();
    this.hintAbort = null;
    this.hintThinking = false;
  }

  private nextTurn(): void {
    this.stopClock();
    this.hint = null;
    const outcome = this.record.outcome;
    if (outcome) {
      this.finish(outcome);
      return;
    }
    const legal = this.record.legalMoves();
    if (legal.length === 1 && legal[0] === this.rules.PASS) {
      // Othello's forced pass: announce it, then play it.
      this.passPending = true;
      const epoch = this.epoch;
      this.emit({ type: 'notice', key: 'board:pass', params: { side: this.turn } });
      setTimeout(() => {
        if (epoch !== this.epoch) return;
        this.passPending = false;
        this.commit(this.record.play(this.rules.PASS));
      }, PASS_NOTICE_MS);
      this.emit({ type: 'turn' });
      return;
    }
    if (this.humanToMove) {
      this.startClock();
      if (this.vsPanda && this.record.history.length > 0) sound.play('your-turn');
      this.emit({ type: 'turn' });
    } else {
      this.emit({ type: 'turn' });
      this.requestPanda();
    }
  }

  private finish(outcome: Outcome): void {
    if (this.ended) return;
    this.ended = true;
    this.stopClock();
    this.emit({ type: 'end', outcome });
    for (const h of this.hooks.onMatchEnd) h(this, outcome);
  }

  /** Records a played move, lets the view animate it, then moves on. */
  private commit(played: Played): void {
    const epoch = this.epoch;
    this.animating = true;
    this.hint = null;
    this.cancelHint();
    for (const h of this.hooks.onMovePlayed) h(this, played);
    this.emit({ type: 'move', played });
    const done = this.presenter ? this.presenter(played) : Promise.resolve();
    done
      .catch(() => undefined)
      .then(() => {
        if (epoch !== this.epoch) return;
        this.animating = false;
        this.nextTurn();
      });
  }

  /** The player's move (notation text). Returns false when it is not allowed now. */
  playHuman(text: string): boolean {
    if (!this.canAct) return false;
    if (!this.legalMoveTexts().includes(text)) return false;
    this.stopClock();
    this.commit(this.record.play(text));
    return true;
  }

  private requestPanda(): void {
    const panda = this.panda;
    if (!panda) return;
    this.cancelPanda();
    const abort = new AbortController();
    this.aiAbort = abort;
    this.thinking = true;
    this.emit({ type: 'thinking' });
    const started = performance.now();
    const position = this.rules.format(this.record.position);
    const request = {
      game: this.config.game,
      options: { freeSlide: this.rules.options.freeSlide ?? false },
      position,
      history: this.record.moveTexts,
      panda,
      timeMs: PANDA_BUDGET_MS,
      seed: (Math.random() * 0x7fffffff) | 0,
      drawRules: { ...this.record.draws },
    };
    pandaClient()
      .think(request, abort.signal)
      .then(async (result: ThinkResult) => {
        const wait = MIN_THINK_MS - (performance.now() - started);
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        // Hidden page or ad break: the move waits until the player can see it.
        await whenPlayable();
        if (abort.signal.aborted || this.aiAbort !== abort) return;
        this.aiAbort = null;
        this.thinking = false;
        if (panda === 'papa') {
          this.prophecy = result.prophecy;
          this.emit({ type: 'prophecy' });
        }
        let played: Played;
        try {
          played = this.record.play(result.move);
        } catch (err) {
          console.warn('panda move rejected', result.move, err);
          played = this.record.play(this.record.legalMoves()[0]);
        }
        this.commit(played);
      })
      .catch((err: unknown) => {
        if (isAbort(err) || abort.signal.aborted || this.aiAbort !== abort) return;
        // The client never leaves us without a move; if it ever does, play the first legal move.
        console.warn('panda failed to answer', err);
        this.aiAbort = null;
        this.thinking = false;
        this.commit(this.record.play(this.record.legalMoves()[0]));
      });
  }

  /** Asks PAPA for the player's best move; emits 'hint' with it (not played). */
  requestHint(): void {
    if (!this.canAct || this.hintThinking) return;
    const abort = new AbortController();
    this.hintAbort = abort;
    this.hintThinking = true;
    const plies = this.record.history.length;
    this.emit({ type: 'thinking' });
    pandaClient()
      .think(
        {
          game: this.config.game,
          options: { freeSlide: this.rules.options.freeSlide ?? false },
          position: this.rules.format(this.record.position),
          history: this.record.moveTexts,
          panda: 'papa',
          timeMs: PANDA_BUDGET_MS,
          seed: 1,
          drawRules: { ...this.record.draws },
        },
        abort.signal,
      )
      .then((result) => {
        if (abort.signal.aborted || this.hintAbort !== abort) return;
        this.hintAbort = null;
        this.hintThinking = false;
        if (this.record.history.length !== plies) return;
        this.hint = result.move;
        this.emit({ type: 'hint', move: result.move });
      })
      .catch((err: unknown) => {
        if (this.hintAbort === abort) {
          this.hintAbort = null;
          this.hintThinking = false;
          this.emit({ type: 'turn' });
        }
        if (!isAbort(err)) console.warn('hint failed', err);
      });
  }

  /** Takes back: against a panda to the player's previous turn; with a friend one move. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    this.stopEverything();
    const history = this.record.history;
    if (!this.vsPanda) {
      let last = history[history.length - 1];
      this.record.undo(1);
      while (this.isForcedPass(last) && history.length > 0) {
        last = history[history.length - 1];
        this.record.undo(1);
      }
    } else {
      let removedHuman = false;
      while (history.length > 0) {
        const last = history[history.length - 1];
        this.record.undo(1);
        if (this.isHumanSide(this.sideOf(last)) && !this.isForcedPass(last)) removedHuman = true;
        if (removedHuman && this.isHumanSide(this.turn)) break;
      }
    }
    this.ended = false;
    this.emit({ type: 'undo' });
    this.emit({ type: 'notice', key: 'board:undone' });
    this.nextTurn();
    return true;
  }

  /** Hands the other side to another opponent (or a friend); the game goes on. */
  setOpponent(opponent: Opponent): void {
    if (opponent === this.config.opponent) return;
    const wasThinking = this.thinking;
    this.cancelPanda();
    this.config.opponent = opponent;
    this.prophecy = null;
    settings.setOpponent(opponent);
    this.emit({ type: 'opponent' });
    if (this.ended || this.animating || this.passPending) return;
    if (wasThinking || !this.clockRunning || !this.humanToMove) this.nextTurn();
    else this.emit({ type: 'turn' });
  }

  /** Draw rules switched in Match settings: takes effect at once (it may end the game). */
  setDrawRules(on: boolean): void {
    settings.setDrawRules(on);
    this.record.setDrawRules({ repetition: on, noProgress: on });
    if (!this.ended && !this.animating && !this.passPending && this.record.outcome) {
      this.stopEverything();
      this.finish(this.record.outcome);
    }
  }

  /** Timer changed in Match settings: the current turn starts again with the new limit. */
  setTimer(sec: number): void {
    settings.setTimer(sec);
    if (this.clockRunning || (this.humanToMove && !this.busy)) {
      this.stopClock();
      this.startClock();
      this.emit({ type: 'turn' });
    }
  }

  // ---- clock ---------------------------------------------------------------------------

  private startClock(): void {
    const limit = settings.effectiveTimer;
    if (limit <= 0) {
      this.clockRunning = false;
      return;
    }
    this.clockRunning = true;
    this.clockLeft = limit * 1000;
    this.clockLast = performance.now();
    this.clockWarned = 0;
  }

  private stopClock(): void {
    this.clockRunning = false;
  }

  /** Pauses the clock for a reason (hidden page, open dialog); resume with the same reason. */
  pauseClock(reason: string): void {
    this.tick();
    this.pausedBy.add(reason);
  }
  resumeClock(reason: string): void {
    this.tick();
    this.pausedBy.delete(reason);
    this.clockLast = performance.now();
  }

  private tick(): void {
    const now = performance.now();
    if (!this.clockRunning) {
      this.clockLast = now;
      return;
    }
    if (this.pausedBy.size === 0) this.clockLeft -= now - this.clockLast;
    this.clockLast = now;
    const secs = Math.ceil(this.clockLeft / 1000);
    if (secs <= 10 && this.clockWarned === 0 && settings.effectiveTimer > 10) {
      this.clockWarned = 1;
      sound.play('clock-warning');
    } else if (secs <= 5 && this.clockWarned === 1) {
      this.clockWarned = 2;
      sound.play('clock-warning');
    }
    if (this.clockLeft <= 0 && this.canAct) {
      this.clockRunning = false;
      this.emit({ type: 'notice', key: 'board:timeUp' });
      this.commit(this.record.timerPass());
    }
  }
}

let current: Match | null = null;
const startListeners: ((m: Match) => void)[] = [];

/** The live match, if any. */
export function currentMatch(): Match | null {
  return current;
}

/** Registers a hook called on every new match (the portal layer attaches here). */
export function onNewMatch(fn: (m: Match) => void): void {
  startListeners.push(fn);
}

/** Replaces the live match with a new one (not started yet). */
export function newMatch(config: MatchConfig): Match {
  current?.dispose();
  current = new Match(config);
  for (const fn of startListeners) fn(current);
  return current;
}

export function endMatch(): void {
  current?.dispose();
  current = null;
  client?.cancelAll();
}
