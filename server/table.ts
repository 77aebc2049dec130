// One online match, without the network: the game record, whose turn it is, the turn clock,
// the result, resign, the held seat of a player who went away, and the rematch with sides
// swapped. The Colyseus room (match-room.ts) feeds it what the players send and tells them
// its snapshot; every move is checked by the same engine and game kits the browser uses.
import { GameRecord } from '../src/engine/record';
import type { AnyRules, Outcome, Side } from '../src/engine/types';
import { isGameId, rulesFor, type GameId } from '../src/games/registry';
import type { OnlineOutcome, OnlineSnapshot } from '../src/online/protocol';

export type Seat = 0 | 1;

/** Why a move was refused (sent back to its sender only). */
export type Refusal = 'not-playing' | 'not-your-turn' | 'stale' | 'malformed' | 'illegal';

export interface TableTimes {
  /** Seconds per turn (0: no clock). */
  turnSec: number;
  /** Seconds a seat is held for a player who dropped. */
  holdSec: number;
}

export class Table {
  readonly game: GameId;
  readonly rules: AnyRules;
  record: GameRecord<unknown>;
  /** Round number: seat s plays sides[(s + round) % 2]; a rematch swaps. */
  round = 0;
  names: [string, string] = ['', ''];
  seated: [boolean, boolean] = [false, false];
  away: [number | null, number | null] = [null, null];
  rematch: [boolean, boolean] = [false, false];
  result: OnlineOutcome | null = null;
  /** When the turn ends (ms, the table's clock), null when no clock runs. */
  turnEndsAt: number | null = null;
  /** Time left in the turn while it is paused (a player away). */
  private pausedLeft: number | null = null;

  constructor(
    game: GameId,
    readonly times: TableTimes,
    private readonly now: () => number,
  ) {
    this.game = game;
    this.rules = rulesFor(game);
    this.record = new GameRecord(this.rules);
  }

  static isGame(value: unknown): value is GameId {
    return isGameId(value);
  }

  sideOf(seat: Seat): Side {
    return this.rules.sides[(seat + this.round) % 2];
  }
  seatOf(side: Side): Seat {
    return this.sideOf(0) === side ? 0 : 1;
  }
  get turn(): Side {
    return this.rules.sides[this.rules.toMove(this.record.position)];
  }
  get full(): boolean {
    return this.seated[0] && this.seated[1];
  }
  get status(): 'waiting' | 'playing' | 'ended' {
    if (this.result) return 'ended';
    return this.full ? 'playing' : 'waiting';
  }

  /** A player sits down; returns the seat, or null when both are taken. */
  sit(name: string): Seat | null {
    const seat: Seat | null = !this.seated[0] ? 0 : !this.seated[1] ? 1 : null;
    if (seat === null) return null;
    this.seated[seat] = true;
    this.names[seat] = name;
    if (this.full && this.record.history.length === 0 && !this.result) this.startTurn();
    return seat;
  }

  /** The player's move, as notation text at ply `ply`. */
  play(seat: Seat, ply: unknown, text: unknown): Refusal | null {
    if (this.status !== 'playing' || this.away[0] !== null || this.away[1] !== null) return 'not-playing';
    if (typeof text !== 'string' || text.length > 24 || typeof ply !== 'number' || !Number.isInteger(ply)) return 'malformed';
    if (this.sideOf(seat) !== this.turn) return 'not-your-turn';
    if (ply !== this.record.history.length) return 'stale';
    let move: number;
    try {
      move = this.rules.moveFromText(this.record.position, text);
    } catch {
      return 'illegal';
    }
    if (!this.record.legalMoves().includes(move)) return 'illegal';
    this.record.play(move);
    this.afterMove();
    return null;
  }

  /** Othello's forced pass is played at once; then the game's end or the next turn's clock. */
  private afterMove(): void {
    for (;;) {
      const out = this.record.outcome;
      if (out) return this.finish(out);
      const legal = this.record.legalMoves();
      if (legal.length === 1 && legal[0] === this.rules.PASS) this.record.play(this.rules.PASS);
      else break;
    }
    this.startTurn();
  }

  private startTurn(): void {
    this.turnEndsAt = this.times.turnSec > 0 ? this.now() + this.times.turnSec * 1000 : null;
    this.pausedLeft = null;
  }

  private finish(outcome: Outcome | OnlineOutcome): void {
    this.result = { winner: outcome.winner, reason: outcome.reason };
    this.turnEndsAt = null;
    this.pausedLeft = null;
    this.rematch = [false, false];
  }

  /** The clock's check (the room calls it often): the side to move passes when its time is up. */
  tick(): boolean {
    if (this.status !== 'playing' || this.turnEndsAt === null || this.pausedLeft !== null) return false;
    if (this.now() < this.turnEndsAt) return false;
    this.record.timerPass();
    this.afterMove();
    return true;
  }

  resign(seat: Seat): boolean {
    if (this.status !== 'playing') return false;
    this.finish({ winner: this.sideOf((1 - seat) as Seat), reason: 'resigned' });
    return true;
  }

  /** The player dropped: the seat is held, the clock waits. */
  leaveFor(seat: Seat): void {
    this.away[seat] = this.now() + this.times.holdSec * 1000;
    if (this.turnEndsAt !== null && this.pausedLeft === null) this.pausedLeft = Math.max(0, this.turnEndsAt - this.now());
  }

  back(seat: Seat): void {
    this.away[seat] = null;
    if (this.away[0] === null && this.away[1] === null && this.pausedLeft !== null && this.status === 'playing') {
      this.turnEndsAt = this.now() + this.pausedLeft;
      this.pausedLeft = null;
    }
  }

  /** The seat was not taken back in time (or was left for good): the game goes to the one who stayed. */
  gone(seat: Seat): void {
    const playing = this.status === 'playing';
    this.away[seat] = null;
    this.seated[seat] = false;
    if (playing) this.finish({ winner: this.sideOf((1 - seat) as Seat), reason: 'abandoned' });
  }

  /** Asks for a rematch; when both have asked, a new round starts with sides swapped. */
  askRematch(seat: Seat): boolean {
    if (this.status !== 'ended' || !this.seated[0] || !this.seated[1]) return false;
    this.rematch[seat] = true;
    if (this.rematch[0] && this.rematch[1]) {
      this.round++;
      this.record = new GameRecord(this.rules);
      this.result = null;
      this.rematch = [false, false];
      this.afterMove();
    }
    return true;
  }

  snapshot(code: string, seat: Seat): OnlineSnapshot {
    const t = this.now();
    const awaySeat = this.away[0] !== null ? 0 : this.away[1] !== null ? 1 : null;
    const left = this.pausedLeft ?? (this.turnEndsAt === null ? null : Math.max(0, this.turnEndsAt - t));
    return {
      code,
      game: this.game,
      round: this.round,
      seat,
      side: this.sideOf(seat),
      names: [...this.names],
      status: this.status,
      moves: this.record.moveTexts,
      result: this.result,
      turnMsLeft: left,
      away: awaySeat === null ? null : { side: this.sideOf(awaySeat), msLeft: Math.max(0, (this.away[awaySeat] ?? t) - t) },
      rematch: [this.rematch[seat], this.rematch[1 - seat]],
    };
  }
}
