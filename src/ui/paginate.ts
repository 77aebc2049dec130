// Cutting a long text into pages that each fit a box: whole paragraphs while they fit, a
// paragraph too long for one page between its sentences, never inside a sentence. The
// measuring is the caller's (`fits`), so the cut is the same on every screen size and font.

/** Paragraphs are separated by an empty line; the lines of one paragraph stay together if they can. */
const PARAGRAPH = '\n\n';

/** Sentences end with . ! ? (or 。！？；) followed by a space, a line break or the end. */
export function sentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  const re = /[.!?](?=\s)|[。！？；](?!$)|\n/g;
  for (let m = re.exec(paragraph); m; m = re.exec(paragraph)) {
    const end = m.index + m[0].length;
    const piece = paragraph.slice(start, end);
    if (piece.trim()) out.push(piece);
    start = end;
  }
  if (paragraph.slice(start).trim()) out.push(paragraph.slice(start));
  return out;
}

/**
 * The pages of `text`. `fits(page)` says whether a page's text fits the box. A paragraph that
 * fits no page alone is cut between sentences (each line of a list counts as one); a single
 * sentence that fits no page gets a page of its own (the text box then shrinks it).
 */
export function paginate(text: string, fits: (page: string) => boolean): string[] {
  if (fits(text)) return [text];
  const pages: string[] = [];
  let page = '';
  for (const para of text.split(PARAGRAPH)) {
    if (para.trim() === '') continue;
    const candidate = page ? page + PARAGRAPH + para : para;
    if (fits(candidate)) {
      page = candidate;
      continue;
    }
    if (fits(para)) {
      if (page) pages.push(page);
      page = para;
      continue;
    }
    // too long for a page of its own: its sentences, the first joining what the page holds
    sentences(para).forEach((s, i) => {
      const joined = page ? page + (i === 0 ? PARAGRAPH + s.trimStart() : s) : s.trimStart();
      if (!page || fits(joined.trimEnd())) page = joined;
      else {
        pages.push(page.trimEnd());
        page = s.trimStart();
      }
    });
    page = page.trimEnd();
  }
  if (page.trim()) pages.push(page.trimEnd());
  return pages.length ? pages : [text];
}
