// The renderer memory's worker (src/ui/renderer-memory.ts): asks an OffscreenCanvas which
// driver would draw WebGL and posts the name, or '' when it cannot tell here (no WebGL on
// OffscreenCanvas: the page then asks itself, in idle time).
import { askWebGlDriver } from './webgl-driver';

let driver = '';
try {
  const answer = askWebGlDriver(new OffscreenCanvas(1, 1));
  if (answer.kind === 'driver') driver = answer.name;
} catch {
  // no answer: the page asks
}
postMessage(driver);
