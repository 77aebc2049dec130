// Rules pages: whole paragraphs while they fit, a long paragraph cut between sentences only,
// and nothing lost or repeated on the way.
import { describe, expect, it } from 'vitest';
import { paginate, sentences } from '../../src/ui/paginate';

/** A box that holds `n` characters. */
const box = (n: number) => (page: string) => page.length <= n;
const words = (pages: string[]) => pages.join(' ').split(/\s+/).filter(Boolean);

describe('paginate', () => {
  const text = 'Goal: win the game.\n\nMoves: one step. Or a jump! Never two?\n\nEnd: no move loses.\nDraws: third time.';

  it('keeps a text that fits on one page', () => {
    expect(paginate(text, box(1000))).toEqual([text]);
  });

  it('cuts between paragraphs when each paragraph fits a page', () => {
    const pages = paginate(text, box(45));
    expect(pages).toEqual(['Goal: win the game.', 'Moves: one step. Or a jump! Never two?', 'End: no move loses.\nDraws: third time.']);
  });

  it('cuts a paragraph too long for a page between its sentences, never inside one', () => {
    const pages = paginate(text, box(25));
    expect(pages.every((p) => p.length <= 25)).toBe(true);
    expect(words(pages)).toEqual(words([text]));
    for (const p of pages) expect(p).toMatch(/[.!?]$/);
    expect(pages).toContain('Moves: one step.');
    expect(pages).toContain('End: no move loses.');
  });

  it('gives a sentence longer than a page a page of its own', () => {
    const pages = paginate('Short one.\n\nThis sentence is far too long for the box.', box(12));
    expect(pages).toEqual(['Short one.', 'This sentence is far too long for the box.']);
  });

  it('splits Chinese sentences after their full stops', () => {
    expect(sentences('目标：吃掉对方。走法：一步一格！结束')).toEqual(['目标：吃掉对方。', '走法：一步一格！', '结束']);
  });
});
