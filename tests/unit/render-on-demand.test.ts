// Render on demand (src/ui/render-on-demand.ts): when a frame is drawn, and what it relies
// on in Phaser. The game is built from Phaser's own sources (vite.config.ts), so the
// checks below read those sources: if an upgrade changes any of it, this test fails and
// names what changed, instead of the game quietly drawing nothing or everything.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { SAFETY_MS, drawDue, drawnUpToDate, markDirty } from '../../src/ui/render-on-demand';

const phaserSource = (file: string) => readFileSync(new URL(`../../node_modules/phaser/src/${file}`, import.meta.url), 'utf8');

/** The statements of a method of a Phaser class (4-space indented `name: function (…)`), comments dropped. */
function methodBody(source: string, name: string): string[] {
  const m = new RegExp(`\\n    ${name}: function \\(([^)]*)\\)\\r?\\n    \\{\\r?\\n([\\s\\S]*?)\\r?\\n    \\},?\\r?\\n`).exec(source);
  if (!m) throw new Error(`Phaser method ${name} not found: Phaser changed, check src/ui/render-on-demand.ts`);
  return m[2]
    .split(/\r?\n/)
    .map((line) => line.replace(/\/\/.*$/, '').trim())
    .filter((line) => line.length > 0);
}

describe('the Phaser internals render on demand relies on', () => {
  const game = phaserSource('core/Game.js');
  const step = methodBody(game, 'step');
  const headless = methodBody(game, 'headlessStep');
  const postStep = (body: string[]) => body.findIndex((l) => l === 'eventEmitter.emit(Events.POST_STEP, time, delta);');

  it('Game#headlessStep updates exactly as Game#step does', () => {
    expect(postStep(step)).toBeGreaterThan(0);
    expect(headless.slice(0, postStep(headless) + 1)).toEqual(step.slice(0, postStep(step) + 1));
    expect(step.slice(0, postStep(step) + 1)).toContain('this.scene.update(time, delta);');
  });

  it('Game#step draws after the update; Game#headlessStep only emits the render events', () => {
    expect(step.slice(postStep(step) + 1)).toEqual(
      expect.arrayContaining(['renderer.preRender();', 'this.scene.render(renderer);', 'renderer.postRender();']),
    );
    expect(headless.slice(postStep(headless) + 1)).toEqual([
      'this.scene.isProcessing = false;',
      'eventEmitter.emit(Events.PRE_RENDER, null, time, delta);',
      'eventEmitter.emit(Events.POST_RENDER, null, time, delta);',
    ]);
  });

  it('the loop calls its callback property every frame, and the game starts it with Game#step', () => {
    const timeStep = phaserSource('core/TimeStep.js');
    for (const name of ['step', 'stepLimitFPS']) {
      expect(
        methodBody(timeStep, name).some((l) => /^this\.callback\(time, /.test(l)),
        name,
      ).toBe(true);
    }
    expect(methodBody(game, 'start')).toContain('this.loop.start(this.step.bind(this));');
  });

  it('no Phaser listener of the game-level render events needs the renderer (headlessStep passes null)', () => {
    const root = new URL('../../node_modules/phaser/src/', import.meta.url);
    const listeners: string[] = [];
    for (const file of readdirSync(root, { recursive: true }) as string[]) {
      if (!file.endsWith('.js')) continue;
      for (const line of phaserSource(file).split(/\r?\n/)) {
        const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
        if (/\.(on|once)\(\s*(GameEvents\.(PRE|POST)_RENDER|'(pre|post)render')/.test(code)) listeners.push(`${file}: ${code.trim()}`);
      }
    }
    expect(listeners).toEqual(['input/InputManager.js: events.on(GameEvents.PRE_RENDER, this.preRender, this);']);
    expect(phaserSource('input/InputManager.js')).toMatch(/\n {4}preRender: function \(\)\r?\n/);
  });
});

describe('drawDue: when a frame is drawn', () => {
  it('draws while dirty, then only for motion or the safety net', () => {
    const t = 1e7; // a clock of our own, so a slow machine cannot shift the times
    const clock = vi.spyOn(performance, 'now').mockReturnValue(t);
    markDirty(100);
    clock.mockRestore();
    let asked = 0;
    const still = () => (asked++, false);
    expect(drawDue(t, still)).toBe(true);
    expect(drawDue(t + 50, still)).toBe(true);
    expect(asked).toBe(0); // dirty frames do not look for motion
    expect(drawDue(t + 200, still)).toBe(false);
    expect(asked).toBe(1);
    expect(drawDue(t + 200, () => true)).toBe(true);
    expect(drawDue(t + 300, still)).toBe(false);
    expect(drawDue(t + 200 + SAFETY_MS, still)).toBe(true);
    expect(drawDue(t + 210 + SAFETY_MS, still)).toBe(false);
  });
});

describe("drawnUpToDate: the canvas shows every change (the test hook's drawn)", () => {
  it('is false from a change until a frame is drawn after it and its window has passed', () => {
    const t = 2e7;
    const clock = vi.spyOn(performance, 'now').mockReturnValue(t);
    markDirty(100);
    clock.mockRestore();
    expect(drawnUpToDate(t + 150)).toBe(false); // its window passed with no frame drawn
    expect(drawDue(t + 150, () => false)).toBe(true); // (the safety net's frame)
    expect(drawnUpToDate(t + 50)).toBe(false); // drawn, but frames are still due
    expect(drawnUpToDate(t + 151)).toBe(true);
  });
});
