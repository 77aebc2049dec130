// A worker that src/ui/renderer-memory.ts starts after the first screen: which driver would
// draw WebGL here? Posts its name, or '' when this worker cannot tell (no WebGL on
// OffscreenCanvas: the page then asks itself, in idle time).
var driver = '';
try {
  var gl = new OffscreenCanvas(1, 1).getContext('webgl', { failIfMajorPerformanceCaveat: true });
  if (gl) {
    var info = gl.getExtension('WEBGL_debug_renderer_info');
    driver = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    var lose = gl.getExtension('WEBGL_lose_context');
    if (lose) lose.loseContext();
  }
} catch (e) {}
postMessage(driver);
