// PAPA's dogs play on where a repetition would draw (src/games/tiger/search.ts,
// DOGS_CONTEMPT; docs/ai.md, "Tiger"). The game below is one of the
// match openings against the sparring engine: with the search's default contempt PAPA's
// dogs repeated into a draw on ply 35, a game they win when they play on.
import { describe, expect, it } from 'vitest';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import { CONTEMPT } from '../../src/ai/search';
import { GameRecord } from '../../src/engine/record';
import { DOGS_CONTEMPT, tigerSearchGame } from '../../src/games/tiger/search';
import { tigerRules } from '../../src/games/tiger/rules';
import { START_TEXT } from '../../src/games/tiger/position';

const rules = tigerRules();
const HISTORY = [
  'a7',
  'c5-a3',
  'c5',
  'c2-c3',
  'e5',
  'c3-c7',
  'a5',
  'c7-c6',
  'a4',
  'c6-e6',
  'e4',
  'a3-b4',
  'e7',
  'b4-d6',
  'e3',
  'd6-c6',
  'c5',
  'e6-d6',
  'b4',
  'c6-a6',
  'c7',
  'd6-d7',
  'b7',
  'a6-b6',
  'e5-e6',
  'd7-d6',
  'e4-e5',
  'b6-c6',
  'a5-a6',
  'c6-b6',
  'a6-a5',
  'b6-c6',
  'e3-d3',
  'c6-b6',
];

describe("PAPA's dogs and draws", () => {
  it('cost the dogs more than the tigers', () => {
    const game = tigerSearchGame(rules);
    const start = rules.parse(START_TEXT);
    expect(game.contempt?.(start)).toBe(DOGS_CONTEMPT);
    expect(game.contempt?.({ ...start, turn: 1 })).toBe(CONTEMPT);
    expect(DOGS_CONTEMPT).toBeGreaterThan(CONTEMPT);
  });

  it('are not taken by repetition while the dogs, behind in the evaluation, can play on', () => {
    const record = GameRecord.replay(rules, START_TEXT, HISTORY);
    expect(record.isOver).toBe(false);
    // d3-e3 would bring this position back a third time: a draw at once.
    const repeat = GameRecord.replay(rules, START_TEXT, [...HISTORY, 'd3-e3']);
    expect(repeat.outcome?.reason).toBe('repetition');
    const position = rules.format(record.position);
    for (const seed of [1, 2]) {
      const { move } = thinkNow(
        { game: 'tiger', position, history: HISTORY, panda: 'papa', nodes: 50_000, timeMs: 60_000, seed },
        resolveGame,
      );
      const after = GameRecord.replay(rules, START_TEXT, [...HISTORY, move]);
      expect(after.isOver, `${move} ends the game`).toBe(false);
    }
  });
});
