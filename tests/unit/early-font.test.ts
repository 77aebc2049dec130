// early.js warms the game's font while the page waits for the game's script (README
// "Start-up"): it helps only if it asks for the very family list the game draws with.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FONT } from '../../src/ui/theme';

it("early.js warms the game's own font family list", () => {
  const early = readFileSync(join(__dirname, '..', '..', 'src', 'boot', 'early.js'), 'utf8');
  const m = early.match(/var FONT = '([^']+)'/);
  expect(m?.[1]).toBe(FONT);
  expect(early).toMatch(/measureText\('[^']*[\u4e00-\u9fff]/);
});
