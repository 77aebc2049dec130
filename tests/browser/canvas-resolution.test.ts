// The canvas draws the screen's own pixels on a small screen (src/ui/viewport.ts): at one
// device pixel per CSS pixel a 390 x 844 phone frame or an 800 x 450 portal frame gets a
// canvas of exactly its size, not the design size scaled down by the browser; a dense
// screen keeps the design size or more. Clicks still land on the controls they aim at,
// before and after a resize that changes the resolution.
import { afterEach, describe, expect, it } from 'vitest';
import { clickControl, hasBrowser, launch, openGame, waitForScene, type Session } from './harness';

const canvasSize = (s: Session) =>
  s.page.evaluate(() => {
    const c = document.querySelector('#game canvas') as HTMLCanvasElement;
    return {
      width: c.width,
      height: c.height,
      cssWidth: Math.round(c.getBoundingClientRect().width),
      cssHeight: Math.round(c.getBoundingClientRect().height),
    };
  });

describe.skipIf(!hasBrowser)('canvas resolution', () => {
  let s: Session | null = null;
  afterEach(async () => {
    await s?.close();
    s = null;
  });

  it('is the frame itself at 390 x 844 and 800 x 450, and clicks land', async () => {
    s = await launch({ width: 390, height: 844 });
    await openGame(s, { lang: 'en', mute: '1' });
    expect(await canvasSize(s)).toEqual({ width: 390, height: 844, cssWidth: 390, cssHeight: 844 });
    await clickControl(s.page, 'menu.game.cannon');
    await waitForScene(s.page, 'select');

    // a wider frame: a new resolution, the screen rebuilt, its controls still hit
    await s.page.setViewportSize({ width: 800, height: 450 });
    await s.page.waitForFunction(() => (document.querySelector('#game canvas') as HTMLCanvasElement).width === 800, null, {
      timeout: 10_000,
    });
    expect(await canvasSize(s)).toEqual({ width: 800, height: 450, cssWidth: 800, cssHeight: 450 });
    await clickControl(s.page, 'select.start');
    await waitForScene(s.page, 'board');
  });

  it('keeps the design size on a dense phone screen (2 device pixels per CSS pixel)', async () => {
    s = await launch({ width: 390, height: 844 }, undefined, { deviceScaleFactor: 2 });
    await openGame(s, { lang: 'en', mute: '1' });
    expect(await canvasSize(s)).toEqual({ width: 720, height: 1558, cssWidth: 390, cssHeight: 844 });
    await clickControl(s.page, 'menu.game.tiger');
    await waitForScene(s.page, 'select');
  });
});
