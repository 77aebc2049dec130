// The hint's reason, drawn from real positions: what PAPA's search proves (thinkNow, the
// worker's own search, on a node budget) and what the move does; every reason is reached.
import { describe, expect, it } from 'vitest';
import { thinkNow } from '../../src/ai/think';
import { resolveGame } from '../../src/games/brains';
import { rulesFor, type GameId } from '../../src/games/registry';
import { hintReason, type HintReason } from '../../src/match/hint-reason';

/** PAPA's hint in the position, and the reason the player is told. */
function hinted(game: GameId, position: string): { move: string; reason: HintReason } {
  const r = thinkNow({ game, position, history: [], panda: 'papa', nodes: 100_000 }, resolveGame);
  const rules = rulesFor(game);
  const pos = rules.parse(position);
  return { move: r.move, reason: hintReason(rules, pos, rules.moveFromText(pos, r.move), r.prophecy) };
}

/** The reason for a given move, with no proof from the search. */
function reasonFor(game: GameId, position: string, move: string): HintReason {
  const rules = rulesFor(game);
  const pos = rules.parse(position);
  return hintReason(rules, pos, rules.moveFromText(pos, move), null);
}

describe('the hint’s reason, from the search', () => {
  it('a proven win: in how many of the player’s moves (the daily puzzle of 2026-12-01)', () => {
    expect(hinted('pairing', 'OOO../..OX./...../O.X.X/.XX.X X')).toEqual({ move: 'd2-d3', reason: { kind: 'winsIn', n: 2 } });
  });
  it('a move that wins on the spot', () => {
    expect(hinted('pairing', 'X.X../...../...../...../O...O X').reason).toEqual({ kind: 'winsNow' });
    expect(reasonFor('tiger', './.../...../..D../..T../...../T.... T 10', 'c5-c3')).toEqual({ kind: 'winsNow' });
  });
  it('Othello’s exact score, won or lost', () => {
    expect(hinted('othello', 'XXXXXXXX/XXOOOOXX/XOXOOXOX/XOOXOOXX/XOOOXOOX/XOOOOXOX/XXOOOOX./XXXXXX.. X').reason).toEqual({
      kind: 'score',
      n: 20,
      atLeast: false,
    });
    expect(hinted('othello', 'OOOOOOOO/OOXXXXOO/OXOXXOXO/OXXOXXOO/OXXXOXXO/OXXXXOXO/OOXXXXO./OOOOOO.. X').reason).toEqual({
      kind: 'scoreLoss',
      n: 26,
    });
  });
  it('a proven draw, and a proven loss held out longest', () => {
    expect(hinted('cannon', 'XX../..../..../..../...O X').reason).toEqual({ kind: 'draw' });
    expect(hinted('pairing', 'X.X../...../...../...../O...O O').reason).toEqual({ kind: 'holdsOut' });
  });
});

describe('the hint’s reason, from the move', () => {
  it('what it captures or turns', () => {
    expect(reasonFor('tiger', './.../...../..D../..T../...../T.... T 12', 'c5-c3')).toEqual({ kind: 'captures', n: 1 });
    expect(reasonFor('othello', rulesFor('othello').startText, 'd3')).toEqual({ kind: 'turns', n: 1 });
    expect(reasonFor('alquerque', '...../...../.O.O./...../..... X 5 5', 'c3')).toEqual({ kind: 'turns', n: 2 });
  });
  it('what it stops: the tigers’ winning jump, or a jump that takes a dog', () => {
    // c5 jumps c4 into c3 for the tenth dog; a dog on c3 makes the run two long
    expect(reasonFor('tiger', './.../...../..D../..T../...../T.... D 10', 'c3')).toEqual({ kind: 'blocksWin' });
    expect(reasonFor('tiger', './.../...../..D../..T../...../T.... D 12', 'c3')).toEqual({ kind: 'blocksCapture', n: 1 });
    // elsewhere the jump stays open: no reason of that kind
    expect(reasonFor('tiger', './.../...../..D../..T../...../T.... D 12', 'e3')).toEqual({ kind: 'best' });
  });
  it('nothing to tell but the search’s choice', () => {
    expect(reasonFor('pairing', rulesFor('pairing').startText, 'a4-a3')).toEqual({ kind: 'best' });
    expect(reasonFor('cannon', 'OOOO/O..O/..../X..X/XXXX X', 'a4-a3')).toEqual({ kind: 'best' });
  });
});
