// A frame squeezed to nearly nothing: the board's layout and frame never get a negative
// side (Canvas throws on the radius Phaser derives from one), and the loop guard keeps the
// game's loop going past a frame that throws (src/ui/loop-guard.ts).
import { describe, expect, it, vi } from 'vitest';
import { boardLayout } from '../../src/scenes/board-layout';
import { BoardFrame } from '../../src/views/board-frame';
import { rulesFor } from '../../src/games/registry';
import { installLoopGuard } from '../../src/ui/loop-guard';
import type { Game } from 'phaser';

describe('layouts in a squeezed area', () => {
  it('never give a side below zero', () => {
    for (const [W, H] of [
      [1280, 720],
      [200, 40],
      [40, 300],
      [0, 0],
    ]) {
      const l = boardLayout(W, H, 1.2, 400);
      for (const r of [l.toolbar, l.board, l.panel]) {
        expect(r.w, `${W}x${H}`).toBeGreaterThanOrEqual(0);
        expect(r.h, `${W}x${H}`).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('a board frame in an area of negative size keeps a unit of a pixel and finds no point', () => {
    const frame = new BoardFrame(rulesFor('cannon').geometry, { x: 10, y: 10, w: -50, h: -20 }, true);
    expect(frame.unit).toBe(1);
    expect(frame.bounds.w).toBeGreaterThan(0);
    expect(frame.pointNear(-1000, -1000)).toBeNull();
  });
});

describe('the loop guard', () => {
  it('keeps stepping past a frame that throws, says so once, and frees the scene queue', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const game = {
      scene: { isProcessing: false },
      step(this: { scene: { isProcessing: boolean } }) {
        calls++;
        this.scene.isProcessing = true;
        throw new Error('radius is negative');
      },
      headlessStep() {
        calls++;
      },
    };
    installLoopGuard(game as unknown as Game);
    const g = game as unknown as Game;
    expect(() => g.step(0, 16)).not.toThrow();
    expect(() => g.step(16, 16)).not.toThrow();
    g.headlessStep(32, 16);
    expect(calls).toBe(3);
    expect(game.scene.isProcessing).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
