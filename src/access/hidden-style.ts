// The mirror is for assistive technology only: kept in the accessibility tree (no
// display:none, no visibility:hidden) but drawn nowhere and taking no pointer input, so the
// canvas under it looks and answers exactly as without it (docs/accessibility.md).

/** The usual "visually hidden" rules, plus no pointer input and no effect on the page's layout. */
export function hideVisually(el: HTMLElement): void {
  Object.assign(el.style, {
    position: 'fixed',
    left: '0',
    top: '0',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: '0',
    border: '0',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    contain: 'strict',
  });
}

/** Sets an element's text only when it differs (a write, even of the same text, costs a restyle). */
export function setText(el: HTMLElement, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets an attribute only when it differs. */
export function setAttr(el: HTMLElement, name: string, value: string | null): void {
  if (value === null) {
    if (el.hasAttribute(name)) el.removeAttribute(name);
  } else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
