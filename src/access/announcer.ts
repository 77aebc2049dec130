// The mirror's live region: a log (role=log, polite) a screen reader reads out as lines
// arrive. Only the latest lines are kept: a log that grows all game long would make every
// addition cost more.
import { setAttr } from './hidden-style';

const KEPT = 12;

export class Announcer {
  readonly el: HTMLElement;
  /** The lines said lately, with when: a notice that repeats them is not said twice. */
  private recent: { text: string; at: number }[] = [];

  constructor(doc: Document) {
    this.el = doc.createElement('div');
    this.el.setAttribute('role', 'log');
    this.el.setAttribute('aria-live', 'polite');
  }

  setLabel(label: string): void {
    setAttr(this.el, 'aria-label', label);
  }

  /** Says a line (an empty one is nothing to say). */
  say(text: string): void {
    const line = text.trim();
    if (line === '') return;
    const now = performance.now();
    this.recent = this.recent.filter((r) => now - r.at < 4000);
    this.recent.push({ text: line, at: now });
    const p = this.el.ownerDocument.createElement('p');
    p.textContent = line;
    this.el.appendChild(p);
    while (this.el.childElementCount > KEPT) this.el.firstElementChild?.remove();
  }

  /** Says the lines of `text` that were not said in the last few seconds (a notice repeating a move's account). */
  sayNew(text: string): void {
    const said = this.recent.map((r) => r.text).join('\n');
    const fresh = text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !said.includes(l));
    if (fresh.length > 0) this.say(fresh.join(' '));
  }
}
