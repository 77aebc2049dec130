// The scene's controls as real buttons. The control registry (src/ui/control-registry.ts)
// is the one source: every button, card and toggle the canvas shows on its top layer is a
// <button> here with the same name, in reading order, and pressing it (Enter, Space, a
// screen reader's click) does what a click on the canvas control does. Diffed by control
// id, so a button keeps its element (and the focus) across updates.
import { liveControls, type ControlEntry } from '../ui/control-registry';
import { readingOrder } from '../ui/spatial';
import { setAttr, setText } from './hidden-style';

export class ControlButtons {
  readonly el: HTMLElement;
  private readonly buttons = new Map<string, HTMLButtonElement>();
  private entries = new Map<string, ControlEntry>();
  private order = '';

  constructor(
    private readonly doc: Document,
    /** After a press: the mirror looks again soon (the scene may have changed). */
    private readonly pressed: () => void,
  ) {
    this.el = doc.createElement('div');
    this.el.setAttribute('role', 'group');
  }

  setLabel(label: string): void {
    setAttr(this.el, 'aria-label', label);
  }

  /** Brings the buttons in line with the controls of scene `key`'s top layer. */
  sync(key: string): void {
    const live = liveControls()
      .filter(({ entry }) => entry.scene.sys.settings.key === key)
      .map(({ entry, bounds }) => ({ id: entry.id, x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height, entry }));
    const ordered = readingOrder(live);
    this.entries = new Map(ordered.map((c) => [c.id, c.entry]));
    for (const [id, button] of this.buttons) {
      if (this.entries.has(id)) continue;
      button.remove();
      this.buttons.delete(id);
    }
    for (const { id, entry } of ordered) {
      let button = this.buttons.get(id);
      if (!button) {
        button = this.doc.createElement('button');
        button.type = 'button';
        button.dataset.control = id;
        button.addEventListener('click', () => this.press(id));
        this.buttons.set(id, button);
      }
      setText(button, entry.label().trim() || id);
      setAttr(button, 'aria-disabled', entry.enabled() ? null : 'true');
      setAttr(button, 'aria-pressed', entry.selected?.() ? 'true' : null);
    }
    const order = ordered.map((c) => c.id).join(' ');
    if (order !== this.order) {
      this.order = order;
      // appending an element already in place moves it: only done when the order changed
      for (const { id } of ordered) this.el.appendChild(this.buttons.get(id) as HTMLButtonElement);
    }
  }

  private press(id: string): void {
    const entry = this.entries.get(id);
    if (!entry || !entry.target.active || !entry.enabled()) return;
    // the same event a click on the canvas control ends with (src/ui/control-keys.ts does likewise)
    entry.target.emit('pointerup');
    this.pressed();
  }
}
