// Which driver would draw WebGL here: the one question the renderer's memory asks, on the
// page or in its worker (src/ui/renderer-memory.ts, docs/architecture.md "Start-up").

/** What a canvas says: no context ('none', a browser may refuse one where it would be slow), or its driver's name ('' when it keeps it to itself). */
export type DriverAnswer = { kind: 'none' } | { kind: 'driver'; name: string };

/** Asks `canvas` for a WebGL context, reads its driver's name and lets the context go at once. */
export function askWebGlDriver(canvas: HTMLCanvasElement | OffscreenCanvas): DriverAnswer {
  const gl = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true }) as WebGLRenderingContext | null;
  if (!gl) return { kind: 'none' };
  // Chromium hands out SwiftShader without a caveat, so the driver's name tells
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return { kind: 'driver', name };
}
