// The achievement toast's place (src/ui/toast-spot.ts): at the top, clear of every control.
import { describe, expect, it } from 'vitest';
import { TOAST_GAP, toastPlace, toastSpot, type Box } from '../../src/ui/toast-spot';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the toast spot', () => {
  it('stays at the top left when nothing is there', () => {
    expect(toastSpot({ w: 588, h: 100 }, { W: 1280, H: 720 }, [{ x: 812, y: 28, w: 440, h: 56 }])).toEqual({ x: 16, y: TOAST_GAP });
  });

  it("goes below a phone's top bar instead of over Copy link", () => {
    // the result screen in portrait: Copy link, language and sound along the top
    const bar = [
      { x: 211, y: 24, w: 250, h: 81 },
      { x: 473, y: 24, w: 130, h: 81 },
      { x: 615, y: 24, w: 81, h: 81 },
    ];
    const size = { w: 688, h: 120 };
    const at = toastSpot(size, { W: 720, H: 1558 }, bar);
    expect(at.y).toBeGreaterThanOrEqual(24 + 81);
    expect(at.y).toBeLessThan(24 + 81 + 2 * TOAST_GAP);
    for (const c of bar) expect(overlaps({ ...at, ...size }, c)).toBe(false);
  });

  it('takes the place a scene welcomes it to, unless a control is there', () => {
    const board = { x: 80, y: 560, w: 560, h: 560 };
    expect(toastSpot({ w: 688, h: 120 }, { W: 720, H: 1558 }, [], board)).toEqual({ x: 16, y: 560 + TOAST_GAP });
    expect(toastSpot({ w: 400, h: 100 }, { W: 720, H: 1558 }, [], board)).toEqual({ x: 160, y: 560 + TOAST_GAP });
    const button = { x: 0, y: 600, w: 720, h: 80 };
    expect(toastSpot({ w: 400, h: 100 }, { W: 720, H: 1558 }, [button], board)).toEqual({ x: 16, y: TOAST_GAP });
  });

  it('takes the right edge when the left is full of buttons, and the least covered place when there is none', () => {
    const column = { x: 0, y: 0, w: 300, h: 720 };
    expect(toastSpot({ w: 400, h: 100 }, { W: 1280, H: 720 }, [column])).toEqual({ x: 1280 - 16 - 400, y: TOAST_GAP });
    const wall = { x: 0, y: 0, w: 1280, h: 700 };
    const at = toastSpot({ w: 400, h: 100 }, { W: 1280, H: 720 }, [wall]);
    expect(at.x).toBe(16);
    expect(Number.isFinite(at.y)).toBe(true);
  });

  it('narrows to a free corner beside the board, clear of the player cards and the clock', () => {
    // the board scene at 1280x720: the board at the left, the toolbar, the cards and the clock on the right
    const kept = [
      { x: 16, y: 16, w: 688, h: 688 },
      { x: 734, y: 131, w: 516, h: 108 },
      { x: 734, y: 249, w: 516, h: 108 },
      { x: 734, y: 367, w: 516, h: 68 },
    ];
    const buttons = [
      { x: 720, y: 16, w: 544, h: 56 },
      { x: 734, y: 624, w: 516, h: 66 },
    ];
    const sizes = [588, 548, 508, 468, 428].map((w) => ({ w, h: 100 }));
    const at = toastPlace(sizes, { W: 1280, H: 720 }, [...kept, ...buttons]);
    expect(at.w).toBeLessThan(588);
    for (const c of [...kept, ...buttons]) expect(overlaps(at, c), JSON.stringify(c)).toBe(false);
    // with room for the widest, the widest
    expect(toastPlace(sizes, { W: 1280, H: 720 }, []).w).toBe(588);
  });
});
