// The contract of a game's kit: what the screens need to know of one game (its rules, looks,
// tour and progress), behind one typed object; what the pandas need (search, puzzles,
// benchmarks) is the game's brain (brain.ts), kept apart so the first screen does not carry
// the search. The registry (registry.ts) lists the kits; scenes, views, saves and the CLI
// read a kit and never test a game id. A new game supplies every required member here, so the
// compiler points at whatever is missing (docs/architecture.md, "How to add a game").

import type { EndReason, GameRules, Outcome, RuleOptions, Side, Tally } from '../engine/types';
import type { PieceLook } from '../art/index';
import type { BadgeMotif } from '../art/badges';
import type { Refusals } from '../engine/refusal';
import type { MusicStyle } from '../audio/music/style';

/** A rule variant a player may choose in Match settings (and the CLI's --variant). */
export interface RuleVariant {
  /** The RuleOptions flag it switches on. */
  readonly option: keyof RuleOptions;
  /** Its name on the command line: `--variant <cli>`. */
  readonly cli: string;
  /** Control ids `settings.<control>.<off>|<on>` and the setting's label key. */
  readonly control: string;
  readonly values: readonly [off: string, on: string];
  readonly labelKey: string;
  readonly valueKeys: readonly [off: string, on: string];
  /** A note added to the rules text while the variant is on. */
  readonly rulesNoteKey: string;
}

/** A shape drawn under the board lines: a hill behind the named points (the tiger's mountain). */
export interface BoardDecoration {
  readonly kind: 'hill';
  /** Peak, left shoulder, right shoulder and foot, as point names. */
  readonly points: readonly [string, string, string, string];
}

/** The counts the panel and the result show for a side, in this order. */
export type TallyPart = 'onBoard' | 'reserve' | 'inHand' | 'lost';

/** How the game looks and moves on screen: data only (the views draw it). */
export interface GameLook {
  /** The piece art of each of the game's sides. */
  readonly pieces: Partial<Record<Side, PieceLook>>;
  /** The 160 x 160 SVG card of the board in its opening position, for menus. */
  thumb(): string;
  readonly decorations: readonly BoardDecoration[];
  /** A capturing piece slides, or leaps over its victim (the tiger's jump). */
  readonly captureMotion: 'slide' | 'leap';
  /** Converted pieces turn over (Othello discs) or change colour in place. */
  readonly conversion: 'turn-over' | 'recolour';
  /** The counts shown for a side. */
  tallyParts(side: Side): readonly TallyPart[];
  /**
   * End reasons whose sentence tells the final piece counts (`result:reasons.<reason>` with
   * `a` the larger and `b` the smaller, `<reason>-draw` on a draw): Othello's majority.
   */
  readonly countedEnds?: readonly EndReason[];
  /** How the panda opponent reacts to captures and conversions. */
  readonly reactions: {
    /** Its resting face follows who is ahead in pieces. */
    readonly moodFromMaterial: boolean;
    /** Pieces one move must take or turn before its face reacts. */
    readonly minSwing: number;
    /** It now and then comments on a capture. */
    readonly chat: boolean;
  };
}

/**
 * One step of a game's guided tour: a small board in `position`, the `demo` moves played by
 * themselves, then (optionally) `tryMove` for the player, lit, with a one-line caption
 * (`tour:<game>.<caption>`). docs/architecture.md, "A game's kit".
 */
export interface TourStep {
  readonly caption: string;
  readonly position: string;
  readonly demo: readonly string[];
  readonly tryMove?: string;
  /** The caption's sentences as keys under `tour:<game>.` (the goal page's); `[caption]` by default. */
  readonly text?: readonly string[];
}

/**
 * One sentence of the tour's goal page, `tour:<game>.goal.<key>`: whose win it tells (a
 * side, both sides alike, or a draw) and the end reasons of the rules it names
 * (tests/unit/goals.test.ts reaches each reason and checks a sentence names it).
 */
export interface GoalSentence {
  readonly key: string;
  readonly side: Side | 'both' | 'draw';
  readonly reasons: readonly EndReason[];
}

/**
 * The panel's goal line in a position: the text `board:goal.<key>` with these figures; the
 * panel adds `a` and `b`, the two sides' names, and `side`, the name of the side `side`
 * points at (0 or 1), when there is one.
 */
export interface GoalFigures {
  readonly key: string;
  readonly params: Readonly<Record<string, number>>;
  readonly side?: 0 | 1;
}

/** What wins the game: the tour's first page and the figures the panel tracks during play. */
export interface GameGoal<P = unknown> {
  readonly sentences: readonly GoalSentence[];
  track(rules: GameRules<P>, pos: P): GoalFigures;
}

/** A finished game as the player's progress sees it (src/progress): from the player's side. */
export interface GameEnd {
  readonly outcome: Outcome;
  /** The player's side and its index in the rules' `sides`. */
  readonly side: Side;
  readonly index: 0 | 1;
  /** The final position's counts. */
  readonly tally: Tally;
}

/** A feat of this game that earns an achievement (texts `progress:achievements.<id>`). */
export interface GameFeat {
  readonly id: string;
  readonly badge: BadgeMotif;
  earned(end: GameEnd): boolean;
}

/** What the game adds to the player's records (docs/architecture.md, "Progress and achievements"). */
export interface GameProgress {
  /** A won game's margin worth keeping the best of (Othello: discs); absent when the game has none. */
  margin?(end: GameEnd): number;
  readonly feats: readonly GameFeat[];
}

export interface GameKit<P = unknown> {
  readonly id: string;
  /** Its two sides, first mover first: the letters it adds to the engine's `Side`. */
  readonly sides: readonly [Side, Side];
  /** The end reasons its own rules give, beside the shared ones of `EndReasons` in src/engine/types.ts. */
  readonly endReasons: readonly EndReason[];
  /** The rules for these options (a flag the game does not have is ignored). */
  rules(options: RuleOptions): GameRules<P>;
  readonly variants: readonly RuleVariant[];
  readonly look: GameLook;
  /** What wins, for each side: the tour's goal page and the panel's goal line. */
  readonly goal: GameGoal<P>;
  /** The guided tour shown the first time the game is played (and from Rules); its first step is the goal. */
  readonly tour: readonly TourStep[];
  /** Why a click is not a legal move, as a reason code per rule (src/engine/refusal.ts). */
  readonly refusals: Refusals<P>;
  /** perft from the start position for depths 1, 2, …: checked by the registry test. */
  readonly perft: readonly number[];
  /** Its margin and feats for the progress records, when it has any. */
  readonly progress?: GameProgress;
  /** Its music's mode and instrument colour (src/audio/music/, src/games/<id>/music.ts). */
  readonly music: MusicStyle;
}
