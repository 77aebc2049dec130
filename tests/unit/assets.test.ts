// assets/ is drawn from the art code by `npm run assets` (tools/assets/). The pictures are
// committed; this fails when they no longer match the code that draws them (the SVG
// sources' hashes differ from assets/sources.sha256), or when a file is missing or of the
// wrong size.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assetSources, sourceHashes } from '../../tools/assets/sources';

const ASSETS = join(process.cwd(), 'assets');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

describe('assets/', () => {
  it('is up to date with the art code (else run: npm run assets)', () => {
    expect(readFileSync(join(ASSETS, 'sources.sha256'), 'utf8')).toBe(sourceHashes());
  });

  it.each(assetSources().map((a) => [a.file, a] as const))('%s exists at its size', (file, a) => {
    const path = join(ASSETS, file);
    expect(existsSync(path)).toBe(true);
    if (file.endsWith('.png')) expect(pngSize(path)).toEqual({ width: a.width, height: a.height });
    else expect(readFileSync(path, 'utf8')).toBe(a.svg);
  });

  it('has the portal cover sizes and the icons', () => {
    const files = assetSources().map((a) => a.file);
    for (const size of ['1920x1080', '800x450', '512x512', '512x384']) expect(files).toContain(`cover/cover-${size}.png`);
    expect(files).toEqual(
      expect.arrayContaining(['favicon.svg', 'icons/icon-512.png', 'icons/icon-192.png', 'icons/apple-touch-icon.png']),
    );
  });
});
