// Page-level input rules for an embedded game:
// - keys the game uses (arrows, space, page keys) never scroll the host page: a game in a
//   portal's iframe that lets ArrowDown through scrolls the portal instead;
// - during an ad break, all input is blocked (pointer, touch, keys), without touching the
//   scenes: a transparent layer over the game and a capture-phase key listener.

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', ' ', 'Spacebar', 'PageUp', 'PageDown', 'Home', 'End']);

/** True for a key that would scroll a page (or its host page, from an iframe). */
export function isScrollKey(e: Pick<KeyboardEvent, 'key' | 'code'>): boolean {
  return SCROLL_KEYS.has(e.key) || e.code === 'Space';
}

export function isEditable(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

let scrollGuard: (() => void) | null = null;

/** Installs the host-scroll guard once; returns its remover. */
export function preventHostScroll(win: Window = window): () => void {
  if (scrollGuard) return scrollGuard;
  const onKey = (e: KeyboardEvent): void => {
    if (isScrollKey(e) && !isEditable(e.target)) e.preventDefault();
  };
  win.addEventListener('keydown', onKey, { passive: false });
  scrollGuard = () => {
    win.removeEventListener('keydown', onKey);
    scrollGuard = null;
  };
  return scrollGuard;
}

let blocker: { layer: HTMLElement; remove(): void } | null = null;

/** True while input is blocked (an ad break). Keyboard handlers check it too. */
export function inputBlocked(): boolean {
  return blocker !== null;
}

/** Blocks (true) or unblocks (false) every pointer, touch and key input of the page. */
export function setInputBlocked(blocked: boolean, doc: Document = document): void {
  if (blocked === (blocker !== null)) return;
  if (!blocked) {
    blocker?.remove();
    blocker = null;
    return;
  }
  const win = doc.defaultView ?? window;
  const layer = doc.createElement('div');
  layer.setAttribute('data-panda', 'input-block');
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '2147483647',
    background: 'transparent',
    touchAction: 'none',
    cursor: 'default',
  });
  const swallow = (e: Event): void => {
    e.preventDefault();
    e.stopImmediatePropagation();
  };
  const pointerTypes = [
    'pointerdown',
    'pointerup',
    'pointermove',
    'mousedown',
    'mouseup',
    'click',
    'touchstart',
    'touchend',
    'touchmove',
    'wheel',
  ];
  for (const t of pointerTypes) layer.addEventListener(t, swallow, { passive: false });
  const keyTypes = ['keydown', 'keyup', 'keypress'];
  for (const t of keyTypes) win.addEventListener(t, swallow, { capture: true });
  doc.body.appendChild(layer);
  blocker = {
    layer,
    remove() {
      for (const t of keyTypes) win.removeEventListener(t, swallow, { capture: true });
      layer.remove();
    },
  };
}
