// The build's changes to Phaser's sources (vite.config.ts, phaserFromSource): a rounded
// rectangle is triangulated on WebGL's first fill, not at every change of its shape, and a
// canvas texture copies its pixels out on the first pixel read, not when it is made. If a
// Phaser upgrade moves the lines these changes replace, the build fails, and so does this.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { phaserFromSource } from '../../vite.config';

const file = (path: string) => new URL(`../../node_modules/phaser/src/${path}`, import.meta.url);
const source = (path: string) => readFileSync(file(path), 'utf8');

function transform(code: string, path: string): string {
  const plugin = phaserFromSource();
  const hook = plugin.transform as (code: string, id: string) => string | null;
  return hook.call({}, code, file(path).pathname) as string;
}

describe("the build's changes to Phaser", () => {
  it('leaves a rounded rectangle untriangulated until WebGL fills it', () => {
    const rect = transform(source('gameobjects/shape/rectangle/Rectangle.js'), 'gameobjects/shape/rectangle/Rectangle.js');
    expect(rect).not.toMatch(/this\.pathIndexes = Earcut\(path\);/);
    expect(rect).toMatch(/this\.pathIndexes = null;/);
    const fill = transform(source('gameobjects/shape/FillPathWebGL.js'), 'gameobjects/shape/FillPathWebGL.js');
    expect(fill).toMatch(/var pathIndexes = src\.pathIndexes \|\| \(src\.pathIndexes = Earcut\(path\)\);/);
    expect(fill).toMatch(/^var Earcut = require\('\.\.\/\.\.\/geom\/polygon\/Earcut'\);$/m);
  });

  it("copies a canvas texture's pixels on the first pixel read only", () => {
    const texture = transform(source('textures/CanvasTexture.js'), 'textures/CanvasTexture.js');
    const constructor = texture.slice(texture.indexOf('function CanvasTexture'), texture.indexOf('update: function'));
    expect(constructor).not.toMatch(/getImageData/);
    expect(constructor).toMatch(/this\.imageData = null;/);
    expect(texture).toMatch(/var data = this\.data \|\| this\.update\(\)\.data;/);
  });

  it('fails the build when a line it changes is gone', () => {
    const moved = source('gameobjects/shape/FillPathWebGL.js').replace(
      'var pathIndexes = src.pathIndexes;',
      'const pathIndexes = src.pathIndexes;',
    );
    expect(() => transform(moved, 'gameobjects/shape/FillPathWebGL.js')).toThrow(/not found/);
  });
});
