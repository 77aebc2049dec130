// The one WebGL question (src/ui/webgl-driver.ts) that the page and the renderer's worker both
// ask: no context where the browser refuses one, else the driver's name, and the context is
// always let go at once (a device has only a few WebGL contexts to give).
import { describe, expect, it } from 'vitest';
import { askWebGlDriver } from '../../src/ui/webgl-driver';

/** A canvas whose WebGL context answers as a browser's would, recording what was asked. */
function fakeCanvas(opts: { context: boolean; driverInfo: boolean; name?: string }) {
  const asked: { options?: unknown; lost: boolean } = { lost: false };
  const info = { UNMASKED_RENDERER_WEBGL: 0x9246 };
  const gl = {
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info'
        ? opts.driverInfo
          ? info
          : null
        : name === 'WEBGL_lose_context'
          ? { loseContext: () => void (asked.lost = true) }
          : null,
    getParameter: (p: number) => (p === info.UNMASKED_RENDERER_WEBGL ? opts.name : undefined),
  };
  const canvas = {
    getContext: (kind: string, options?: unknown) => {
      asked.options = options;
      return kind === 'webgl' && opts.context ? gl : null;
    },
  };
  return { canvas: canvas as unknown as OffscreenCanvas, asked };
}

describe('the WebGL driver question', () => {
  it('reads the driver and lets the context go; asks for no context that would be slow', () => {
    const { canvas, asked } = fakeCanvas({
      context: true,
      driverInfo: true,
      name: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)',
    });
    expect(askWebGlDriver(canvas)).toEqual({
      kind: 'driver',
      name: 'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)',
    });
    expect(asked.options).toEqual({ failIfMajorPerformanceCaveat: true });
    expect(asked.lost).toBe(true);
  });

  it('says no context where the browser refuses one, and an unnamed driver where it keeps the name', () => {
    expect(askWebGlDriver(fakeCanvas({ context: false, driverInfo: true }).canvas)).toEqual({ kind: 'none' });
    const hidden = fakeCanvas({ context: true, driverInfo: false });
    expect(askWebGlDriver(hidden.canvas)).toEqual({ kind: 'driver', name: '' });
    expect(hidden.asked.lost).toBe(true);
  });
});
