// A daily puzzle on the board: a match from the puzzle's position where PAPA answers with
// the proven defence, a verdict on each of the player's moves (PuzzleAttempt), a new try
// after a wrong move, and the solution played out on request (docs/architecture.md,
// "Puzzle of the day"). No scene or DOM here; the board shows what the match tells.
import { PuzzleAttempt } from '../puzzles/attempt';
import { markSolved, type KeyValue } from '../puzzles/solved';
import type { Puzzle } from '../puzzles/types';
import { isGameId, type GameId } from '../games/registry';
import type { MatchPace } from './match-types';
import type { Match, MatchEvent } from './match';
import { currentMatch, newMatch } from './session';
import { tellPuzzleSolved } from './puzzle-events';

export interface PuzzleInfo {
  game: string;
  date: string;
  state: string;
  triesLeft: number;
  solved: boolean;
  moves: number;
}

export class PuzzlePlay {
  readonly attempt: PuzzleAttempt;
  readonly match: Match;
  /** The solution is being played out on the board. */
  revealing = false;
  /** Solved (now or earlier today). */
  solved: boolean;
  private verdict: 'wrong' | 'solved' | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly puzzle: Puzzle,
    private readonly pace: MatchPace & { retryMs: number; revealStepMs: number },
    private readonly store: KeyValue,
    solvedBefore: boolean,
  ) {
    this.solved = solvedBefore;
    this.attempt = new PuzzleAttempt(puzzle);
    this.match = newMatch({
      game: puzzle.game as GameId,
      opponent: 'papa',
      humanSide: puzzle.side,
      options: {},
      drawRules: true,
      timerSec: 0,
      pace,
      startPosition: puzzle.position,
      defence: (record) => {
        const text = this.revealing ? puzzle.line[record.history.length] : this.attempt.reply();
        try {
          return record.rules.moveFromText(record.position, text ?? '');
        } catch {
          return record.legalMoves()[0];
        }
      },
      transient: true,
      noAssists: true,
    });
    this.match.on((e) => this.onEvent(e));
  }

  /** Whether this puzzle is the one on the board now. */
  get live(): boolean {
    return currentMatch() === this.match;
  }

  info(): PuzzleInfo {
    return {
      game: this.puzzle.game,
      date: this.puzzle.date,
      state: this.attempt.state,
      triesLeft: this.attempt.triesLeft,
      solved: this.solved,
      moves: this.puzzle.moves,
    };
  }

  private onEvent(e: MatchEvent): void {
    const m = this.match;
    if (e.type === 'move' && !this.revealing && m.isHumanSide(m.sideOf(e.played))) {
      const v = this.attempt.played(e.played.text);
      if (v !== 'keep') this.verdict = v;
    } else if (e.type === 'turn' || e.type === 'end') {
      if (this.revealing) this.revealStep(e.type === 'end');
      else if (this.verdict) this.judged(e.type === 'end');
    }
  }

  /** After the move's animation: the try ends, or the puzzle is solved. */
  private judged(gameOver: boolean): void {
    const verdict = this.verdict;
    this.verdict = null;
    if (!gameOver) this.match.halt();
    if (verdict === 'solved') {
      this.solved = true;
      markSolved(this.store, this.puzzle.game, this.puzzle.date);
      if (isGameId(this.puzzle.game)) tellPuzzleSolved(this.puzzle.game);
      this.match.announce('puzzle:solvedNotice');
      return;
    }
    const left = this.attempt.triesLeft;
    if (left === 0) {
      this.match.announce('puzzle:noTries');
      return;
    }
    this.match.announce('puzzle:wrong', { n: String(left) });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (!this.live || !this.attempt.retry()) return;
      this.match.start();
      this.match.announce('puzzle:tryAgain', { n: String(this.attempt.triesLeft) });
    }, this.pace.retryMs);
  }

  /** Plays the solution out from the puzzle's position (the player's moves too). */
  reveal(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempt.reveal();
    this.revealing = true;
    this.verdict = null;
    this.match.start();
  }

  private revealStep(gameOver: boolean): void {
    const m = this.match;
    const ply = m.record.history.length;
    if (gameOver || ply >= this.puzzle.line.length) {
      this.revealing = false;
      if (!gameOver) m.halt();
      m.announce('puzzle:revealedNotice', { line: this.puzzle.line.join(' ') });
      return;
    }
    if (!m.humanToMove) return; // the defence answers by itself
    const text = this.puzzle.line[ply];
    setTimeout(() => {
      if (!this.live || m.record.history.length !== ply || !this.revealing) return;
      try {
        m.play(m.rules.moveFromText(m.record.position, text));
      } catch {
        m.halt();
      }
    }, this.pace.revealStepMs);
  }

  dispose(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
  }
}

let current: PuzzlePlay | null = null;

/** Puts the puzzle on a new match (the board then shows it). */
export function startPuzzle(
  puzzle: Puzzle,
  pace: MatchPace & { retryMs: number; revealStepMs: number },
  store: KeyValue,
  solvedBefore: boolean,
): PuzzlePlay {
  current?.dispose();
  current = new PuzzlePlay(puzzle, pace, store, solvedBefore);
  return current;
}

/** The puzzle on the board, if the live match is one. */
export function currentPuzzle(): PuzzlePlay | null {
  return current?.live ? current : null;
}
