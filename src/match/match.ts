// The live match: the one place that owns the game record, whose turn it is, the turn
// clock and the pandas' requests. It tells the rest what happened through one typed event
// channel (`on`); the board presents those events (a 'move' listener returns its animation,
// and the match waits for it) and feeds the player's moves back as engine integers. It
// knows nothing of scenes, settings or the portal (docs/architecture.md, "The life of a click").
import type { Prophecy } from '../ai/protocol';
import { GameRecord } from '../engine/record';
import type { AnyRules, Outcome, RuleOptions, Side } from '../engine/types';
import { NORMAL_PACE, type MatchConfig, type MatchEvent, type Played } from './match-types';
import { rulesFor, type GameId } from '../games/registry';
import { DestinationsCache, type Destinations } from './destinations';
import { Channel } from './events';
import { PandaSeat } from './panda-seat';
import type { Opponent, PandaName } from './players';
import { TurnClock } from './turn-clock';
import { canTakeBack, takeBack } from './take-back';
import { RemoteFeed } from './remote-feed';

export type { MatchConfig, MatchEvent, Played };
export { NORMAL_PACE };

export class Match {
  readonly config: MatchConfig;
  rules: AnyRules;
  record: GameRecord<unknown>;
  /** PAPA's latest prophecy, from his point of view (null when none). */
  prophecy: Prophecy | null = null;
  /** PAPA's prophecies by ply (the position he moved from), for the review. */
  readonly verdicts = new Map<number, Prophecy>();
  /** A saved round to continue instead of a new one (resume after reload); start() takes it once. */
  resumeFrom: GameRecord<unknown> | null = null;

  private readonly events = new Channel<MatchEvent>();
  private readonly clock: TurnClock;
  private readonly seat: PandaSeat;
  private epoch = 0;
  private animating = false;
  private passPending = false;
  private ended = false;
  private tickTimer: ReturnType<typeof setInterval> | null = null;
  private readonly dests = new DestinationsCache();
  /** Online: the room's moves and result (src/match/remote-feed.ts). */
  private readonly remote = new RemoteFeed();
  private forced: Outcome | null = null;

  constructor(config: MatchConfig) {
    this.config = { ...config, options: { ...config.options } };
    const frozen = config.pace.frozenClock ? () => 0 : undefined;
    this.clock = new TurnClock(
      (secs) => this.clockWarning(secs),
      () => this.timeUp(),
      frozen,
    );
    this.seat = new PandaSeat(config.pace);
    this.rules = rulesFor(config.game, config.options);
    this.record = this.newRecord();
  }

  private newRecord(): GameRecord<unknown> {
    return new GameRecord(this.rules, this.config.startPosition, { repetition: this.config.drawRules, noProgress: this.config.drawRules });
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
    return this.forced ?? this.record.outcome;
  }
  get online(): boolean {
    return this.config.online !== undefined;
  }
  get vsPanda(): boolean {
    return this.config.opponent !== 'human';
  }
  get panda(): PandaName | null {
    return this.config.opponent === 'human' ? null : this.config.opponent;
  }
  isHumanSide(side: Side): boolean {
    return (!this.vsPanda && !this.online) || side === this.config.humanSide;
  }
  sideOf(p: Played): Side {
    return this.rules.sides[this.rules.toMove(p.before)];
  }
  get humanToMove(): boolean {
    return !this.ended && !this.record.isOver && this.isHumanSide(this.turn) && !this.remote.sent;
  }
  /** A piece animates, a panda thinks or a forced pass is being announced. */
  get busy(): boolean {
    return this.animating || this.seat.thinking || this.passPending;
  }
  get isAnimating(): boolean {
    return this.animating;
  }
  /** A forced pass is being announced before it is played. */
  get isPassPending(): boolean {
    return this.passPending;
  }
  get isThinking(): boolean {
    return this.seat.thinking;
  }
  get isHintThinking(): boolean {
    return this.seat.hintThinking;
  }
  /** The player may act on the board now. */
  get canAct(): boolean {
    return this.humanToMove && !this.busy;
  }
  /** At least one move played and no result yet: leaving would lose something. */
  get inProgress(): boolean {
    return this.record.history.length > 0 && !this.outcome && !this.ended;
  }
  /** Where the side to move may move, built once per position. */
  destinations(): Destinations {
    return this.dests.of(this.rules, this.record.position, () => this.record.legalMoves());
  }
  /** Seconds left on the turn clock; null when no clock runs. */
  timeLeft(): number | null {
    return this.clock.secondsLeft();
  }
  get clockLimit(): number {
    return this.config.timerSec;
  }
  get clockPaused(): boolean {
    return this.clock.isPaused;
  }
  canUndo(): boolean {
    return (
      !this.ended &&
      !this.config.noAssists &&
      canTakeBack(
        this.record,
        this.vsPanda,
        (side) => this.isHumanSide(side),
        (p) => this.isForcedPass(p),
      )
    );
  }
  /** Stopped by halt() without a result (a puzzle's try is over). */
  get isHalted(): boolean {
    return this.ended && !this.outcome;
  }
  /** PAPA's hint may be asked now. */
  get canHint(): boolean {
    return this.canAct && !this.seat.hintThinking && !this.config.noAssists;
  }
  isForcedPass(p: Played): boolean {
    return p.move === this.rules.PASS && !p.timerPass;
  }

  // ---- events and flow -----------------------------------------------------------------

  on(fn: (e: MatchEvent) => void | Promise<void>): () => void {
    return this.events.on(fn);
  }
  private emit(e: MatchEvent): Promise<void>[] {
    return this.events.emit(e);
  }

  /** Starts (or restarts) the round from the start position. */
  start(): void {
    this.stopEverything();
    const resume = this.resumeFrom;
    this.resumeFrom = null;
    this.rules = resume ? resume.rules : rulesFor(this.config.game, this.config.options);
    this.record = resume ?? this.newRecord();
    this.ended = false;
    this.forced = null;
    this.prophecy = null;
    if (!this.tickTimer) this.tickTimer = setInterval(() => this.clock.tick(), 100);
    this.emit({ type: 'start' });
    this.nextTurn();
  }

  /** Stops everything for good (leaving the board). */
  dispose(): void {
    this.stopEverything();
    if (this.tickTimer) clearInterval(this.tickTimer);
    this.tickTimer = null;
    this.events.clear();
  }

  private stopEverything(): void {
    this.epoch++;
    this.seat.cancel();
    this.seat.cancelHint();
    this.clock.stop();
    this.animating = false;
    this.passPending = false;
  }

  /** Stops the round where it stands without a result (a puzzle's try is over); start() begins again. */
  halt(): void {
    this.stopEverything();
    this.ended = true;
    this.emit({ type: 'turn' });
  }

  /** A notice from whoever runs the match (a puzzle's verdict), told like the match's own. */
  announce(key: string, params?: Record<string, string>): void {
    this.emit({ type: 'notice', key, params });
  }

  private nextTurn(): void {
    if (this.ended) return; // halted (halt() may come from a 'turn' listener)
    this.clock.stop();
    const fromRoom = this.online ? this.remote.playNext(this.record) : null;
    if (fromRoom) return this.commit(fromRoom);
    const outcome = this.record.outcome ?? (this.online ? this.remote.result : null);
    if (outcome) {
      this.finish(outcome);
      return;
    }
    if (this.online) {
      // the room's clock, shown on both turns; the room plays the timer pass
      const ms = this.config.online?.turnMsLeft() ?? null;
      if (ms !== null) this.clock.start(ms / 1000);
      this.emit({ type: 'turn' });
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
      }, this.config.pace.passNoticeMs);
      this.emit({ type: 'turn' });
      return;
    }
    if (this.humanToMove) {
      this.clock.start(this.config.timerSec);
      if (this.vsPanda && this.record.history.length > 0) this.emit({ type: 'cue', cue: 'your-turn' });
      this.emit({ type: 'turn' });
    } else {
      this.emit({ type: 'turn' });
      this.requestPanda();
    }
  }

  private finish(outcome: Outcome): void {
    if (this.ended) return;
    if (outcome !== this.record.outcome) this.forced = outcome;
    this.ended = true;
    this.clock.stop();
    this.emit({ type: 'end', outcome });
  }

  /** Records a played move, lets the board animate it, then moves on. */
  private commit(played: Played): void {
    const epoch = this.epoch;
    this.animating = true;
    this.seat.cancelHint();
    Promise.all(this.emit({ type: 'move', played }))
      .catch(() => undefined)
      .then(() => {
        if (epoch !== this.epoch) return;
        this.animating = false;
        this.nextTurn();
      });
  }

  /** The clock's warnings: a sound each time, and at the first (10 s left) a notice too. */
  private clockWarning(secs: number): void {
    this.emit({ type: 'cue', cue: 'clock-warning' });
    if (secs > 5) this.emit({ type: 'notice', key: 'board:timeLow', params: { s: String(secs) } });
  }

  private timeUp(): void {
    if (!this.canAct || this.online) return; // online, the room's clock passes
    this.emit({ type: 'notice', key: 'board:timeUp', hold: true });
    this.emit({ type: 'cue', cue: 'time-up' });
    this.commit(this.record.timerPass());
  }

  /** The player's move (an engine integer). Returns false when it is not allowed now. */
  play(move: number): boolean {
    if (!this.canAct) return false;
    if (!this.record.legalMoves().includes(move)) return false;
    if (this.config.online) {
      // the room checks it and tells both players; it is played here when it comes back
      this.remote.sent = true;
      this.config.online.send(this.rules.moveToText(this.record.position, move), this.record.history.length);
      this.emit({ type: 'turn' });
      return true;
    }
    this.clock.stop();
    this.commit(this.record.play(move));
    return true;
  }

  private requestPanda(): void {
    const panda = this.panda;
    if (!panda || this.ended) return;
    const epoch = this.epoch;
    const record = this.record;
    this.emit({ type: 'thinking' });
    void this.seat.answer(this.rules, record, panda, this.config.defence).then((answer) => {
      if (!answer || epoch !== this.epoch || record !== this.record) return;
      if (panda === 'papa' && !this.config.defence) {
        this.prophecy = answer.prophecy;
        if (answer.prophecy) this.verdicts.set(this.record.history.length, answer.prophecy);
        this.emit({ type: 'prophecy' });
      }
      this.commit(this.record.play(answer.move));
    });
  }

  /** Online: the room's moves of this round and its result; false when they do not continue this record. */
  receive(moves: readonly string[], result: Outcome | null): boolean {
    if (!this.remote.take(this.record.moveTexts, moves, result)) return false;
    // (before start() the record is set up and nothing plays yet)
    if (this.tickTimer && !this.animating && !this.passPending && !this.ended) this.nextTurn();
    return true;
  }

  /** Asks PAPA for the player's best move; emits 'hint' with it (not played). */
  requestHint(): void {
    if (!this.canHint) return;
    const plies = this.record.history.length;
    const record = this.record;
    this.emit({ type: 'thinking' });
    void this.seat.hint(this.rules, record).then((hint) => {
      if (hint === null || hint === 'unavailable' || record !== this.record || this.record.history.length !== plies) {
        this.emit({ type: 'turn' });
        if (hint === 'unavailable' && record === this.record) this.emit({ type: 'notice', key: 'board:hintUnavailable' });
        return;
      }
      this.emit({ type: 'hint', move: hint.move, prophecy: hint.prophecy });
    });
  }

  /** Takes back: against a panda to the player's previous turn; with a friend one move. */
  undo(): boolean {
    if (!this.canUndo()) return false;
    this.stopEverything();
    takeBack(
      this.record,
      this.vsPanda,
      (side) => this.isHumanSide(side),
      (p) => this.isForcedPass(p),
    );
    this.ended = false;
    this.emit({ type: 'undo' });
    this.emit({ type: 'notice', key: 'board:undone' });
    this.nextTurn();
    return true;
  }

  /** Hands the other side to another opponent (or a friend); the game goes on. */
  setOpponent(opponent: Opponent): void {
    if (opponent === this.config.opponent) return;
    const wasThinking = this.seat.thinking;
    this.seat.cancel();
    this.config.opponent = opponent;
    this.prophecy = null;
    this.emit({ type: 'opponent' });
    if (this.ended || this.animating || this.passPending) return;
    if (wasThinking || !this.clock.isRunning || !this.humanToMove) this.nextTurn();
    else this.emit({ type: 'turn' });
  }

  /** Draw rules switched in Match settings: takes effect at once (it may end the game). */
  setDrawRules(on: boolean): void {
    this.config.drawRules = on;
    this.record.setDrawRules({ repetition: on, noProgress: on });
    this.emit({ type: 'settings' });
    if (!this.ended && !this.animating && !this.passPending && this.record.outcome) {
      this.stopEverything();
      this.finish(this.record.outcome);
    }
  }

  /** A rule variant for the next round (the round in play keeps its rules). */
  setOption(option: keyof RuleOptions, on: boolean): void {
    this.config.options = { ...this.config.options, [option]: on };
    this.emit({ type: 'settings' });
  }

  /** Timer changed in Match settings: the current turn starts again with the new limit. */
  setTimer(sec: number): void {
    this.config.timerSec = sec;
    this.emit({ type: 'settings' });
    if (this.clock.isRunning || (this.humanToMove && !this.busy)) {
      this.clock.stop();
      this.clock.start(sec);
      this.emit({ type: 'turn' });
    }
  }

  /** Pauses the clock for a reason (hidden page, open dialog); resume with the same reason. */
  pauseClock(reason: string): void {
    this.clock.pause(reason);
  }
  resumeClock(reason: string): void {
    this.clock.resume(reason);
  }
}
