// The live match's vocabulary: its configuration, its pace and the events it tells.
import type { Prophecy } from '../ai/protocol';
import type { PlayedMove } from '../engine/record';
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
  /** A start position other than the game's own (docs/rules.md §0 notation); rematches and new rounds start from it too. */
  start?: string;
  /** 'analysis': a board opened from a link to study a position, both sides played by the player; not a real game (no save, no progress). */
  mode?: 'play' | 'analysis';
}

export type Played = PlayedMove<unknown>;

export type MatchEvent =
  | { type: 'start' }
  | { type: 'move'; played: Played }
  | { type: 'undo' }
  | { type: 'turn' }
  | { type: 'thinking' }
  | { type: 'notice'; key: string; params?: Record<string, string> }
  | { type: 'cue'; cue: 'your-turn' | 'clock-warning' | 'time-up' }
  | { type: 'prophecy' }
  /** `prophecy`: what PAPA proved while looking for it, from the side to move (null: nothing proven). */
  | { type: 'hint'; move: number; prophecy?: Prophecy | null }
  | { type: 'opponent' }
  | { type: 'settings' }
  | { type: 'end'; outcome: Outcome };
