// early.js warms the game's font while the page waits for the game's script (docs/benchmarks.md,
// "Start-up"): it helps only if it asks for the very family list the game draws with, and
// it warms a Chinese face only for a Chinese page (on an English one it held the script back).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FONT } from '../../src/ui/theme';

it("early.js warms the game's own font family list", () => {
  const early = readFileSync(join(__dirname, '..', '..', 'src', 'boot', 'early.js'), 'utf8');
  const m = early.match(/var FONT =\s*'([^']+)'/);
  expect(m?.[1]).toBe(FONT);
  const warm = early.match(/var WARM = lang === 'zh' \? '([^']+)' : '([^']+)'/);
  expect(warm?.[1]).toMatch(/[\u4e00-\u9fff]/);
  expect(warm?.[2]).not.toMatch(/[\u4e00-\u9fff]/);
  expect(early).toMatch(/measureText\(WARM\)/);
});
