// The live match's vocabulary: its configuration, its pace and the events it tells.
import type { Prophecy } from '../ai/protocol';
import type { GameRecord, PlayedMove } from '../engine/record';
import type { Outcome, RuleOptions, Side } from '../engine/types';
import type { GameId } from '../games/registry';
import type { Opponent } from './players';

export interface MatchPace {
  /** A panda's budget per move. */
  pandaMs: number;
  /** Shortest a panda seems to think, so its move does not land before the player sees it. */
  minThinkMs: number;
  /** How long a forced pass is announced before it is played. */
  passNoticeMs: number;
  /** The turn clock shows its full time and never runs down (still=1: the visual suite). */
  frozenClock?: boolean;
}

export const NORMAL_PACE: MatchPace = { pandaMs: 1000, minThinkMs: 450, passNoticeMs: 1500 };

export interface MatchConfig {
  game: GameId;
  opponent: Opponent;
  /** The side the player takes against a panda (in friend mode: the side shown as "first player"). */
  humanSide: Side;
  options: RuleOptions;
  /** Both draw rules on (repetition and no progress), where the game has them. */
  drawRules: boolean;
  /** Seconds per turn; 0: no clock. */
  timerSec: number;
  pace: MatchPace;
  /** Start from this position (docs/rules.md §0 notation) instead of the game's start. */
  startPosition?: string;
  /**
   * The panda's moves come from here instead of the worker (a puzzle's proven defence):
   * given the record, the move to play. The pace's minThinkMs still applies.
   */
  defence?: (record: GameRecord<unknown>) => number;
  /** Undo and PAPA's hint are off (a puzzle is solved alone). */
  noAssists?: boolean;
  /** Not saved for Continue (a puzzle is not a game in progress). */
  transient?: boolean;
  /** An online match: the other side is a player elsewhere; the room owns the game (src/online/). */
  online?: RemoteSeat;
  /** 'analysis': a board opened from a link to study a position, both sides played by the player; not a real game (no save, no progress). */
  mode?: 'play' | 'analysis';
}

export type Played = PlayedMove<unknown>;

/** The room of an online match, as the match sees it. */
export interface RemoteSeat {
  /** Sends the player's move (notation) played at ply `ply`. */
  send(move: string, ply: number): void;
  /** Milliseconds left in the turn by the room's clock (null: no clock runs). */
  turnMsLeft(): number | null;
  /** The other player's nickname (null until the room names them). */
  opponent?(): string | null;
}

export type MatchEvent =
  | { type: 'start' }
  | { type: 'move'; played: Played }
  | { type: 'undo' }
  | { type: 'turn' }
  | { type: 'thinking' }
  /** `hold`: the notice stays until the player's next action (time up while the player looked away). */
  | { type: 'notice'; key: string; params?: Record<string, string>; hold?: boolean }
  | { type: 'cue'; cue: 'your-turn' | 'clock-warning' | 'time-up' }
  | { type: 'prophecy' }
  /** `prophecy`: what PAPA proved while looking for it, from the side to move (null: nothing proven). */
  | { type: 'hint'; move: number; prophecy?: Prophecy | null }
  | { type: 'opponent' }
  | { type: 'settings' }
  | { type: 'end'; outcome: Outcome };
