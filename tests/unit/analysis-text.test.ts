// The analysis board's hint sentence (src/views/analysis-text.ts): PAPA's proven result,
// which comes from the side to move's point of view, is said for the side that wins.
import { describe, expect, it } from 'vitest';
import { analysisHintNotice } from '../../src/views/analysis-text';

describe('analysis hint verdict', () => {
  it('nothing proven: the move alone', () => {
    expect(analysisHintNotice('X', 'O', 'd3', null)).toEqual({ key: 'share:analysis.hintUnproven', params: { move: 'd3' } });
  });
  it('Othello scores: the side ahead wins by the difference', () => {
    expect(analysisHintNotice('X', 'O', 'd3', { kind: 'score', score: 12 }).params).toEqual({ move: 'd3', side: 'X', n: '12' });
    expect(analysisHintNotice('X', 'O', 'd3', { kind: 'score', score: -6 }).params).toEqual({ move: 'd3', side: 'O', n: '6' });
    expect(analysisHintNotice('X', 'O', 'd3', { kind: 'score', score: 0 }).key).toBe('share:analysis.hintDraw');
  });
  it('wins and losses in plies: the winner and the winner’s own moves still to come', () => {
    // the mover wins with the hinted move itself
    expect(analysisHintNotice('D', 'T', 'a1-a2', { kind: 'win', plies: 1 })).toEqual({
      key: 'share:analysis.hintWinsNext',
      params: { move: 'a1-a2', side: 'D' },
    });
    // mover, other, mover: three plies are two moves of the mover
    expect(analysisHintNotice('D', 'T', 'a1-a2', { kind: 'win', plies: 3 }).params).toEqual({ move: 'a1-a2', side: 'D', n: '2' });
    // the other side wins on its first reply
    expect(analysisHintNotice('D', 'T', 'a1-a2', { kind: 'loss', plies: 2 })).toEqual({
      key: 'share:analysis.hintWinsNext',
      params: { move: 'a1-a2', side: 'T' },
    });
    expect(analysisHintNotice('D', 'T', 'a1-a2', { kind: 'loss', plies: 6 }).params).toEqual({ move: 'a1-a2', side: 'T', n: '3' });
    expect(analysisHintNotice('D', 'T', 'a1-a2', { kind: 'draw', plies: 0 }).key).toBe('share:analysis.hintDraw');
  });
});
