// The renderer a device gets: Canvas until its WebGL has been asked about (after the first
// screen of a visit), then what the answer said, for as long as the browser is the same
// version. A corrupt or foreign entry is asked again, never trusted.
import { describe, expect, it } from 'vitest';
import { createStorage, type KeyValueStore } from '../../src/storage/storage';
import { learnRendererForNextVisit, rememberedVerdict, rememberVerdict, verdictFor } from '../../src/ui/renderer-memory';

function memoryBackend(): KeyValueStore & { m: Map<string, string> } {
  const m = new Map<string, string>();
  return { m, getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v), removeItem: (k) => void m.delete(k) };
}

const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0';

describe('renderer memory', () => {
  it('software rasterisers get Canvas, GPUs WebGL', () => {
    expect(verdictFor('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe('canvas');
    expect(verdictFor('llvmpipe (LLVM 15.0.7, 256 bits)')).toBe('canvas');
    expect(verdictFor('Microsoft Basic Render Driver')).toBe('canvas');
    expect(verdictFor('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)')).toBe('webgl');
    expect(verdictFor('Apple GPU')).toBe('webgl');
  });

  it('remembers a verdict for the same browser version only', () => {
    const store = createStorage(memoryBackend);
    expect(rememberedVerdict(UA, store)).toBeNull();
    rememberVerdict('webgl', UA, store);
    expect(rememberedVerdict(UA, store)).toBe('webgl');
    // a browser update may bring another blocklist or driver: asked again
    expect(rememberedVerdict(UA.replace('131', '132'), store)).toBeNull();
    rememberVerdict('canvas', UA, store);
    expect(rememberedVerdict(UA, store)).toBe('canvas');
  });

  it('a corrupt or unknown entry is no verdict', () => {
    const backend = memoryBackend();
    const store = createStorage(() => backend);
    for (const bad of ['{', 'null', '42', '"webgl"', JSON.stringify({ ua: UA, verdict: 'vulkan' }), JSON.stringify({ verdict: 'webgl' })]) {
      backend.m.set('panda-board-games:renderer', bad);
      expect(rememberedVerdict(UA, store)).toBeNull();
    }
  });

  it('learns nothing where nothing can be remembered (blocked storage)', async () => {
    const blocked = createStorage(() => {
      throw new Error('SecurityError');
    });
    expect(blocked.persistent).toBe(false);
    await expect(learnRendererForNextVisit(blocked)).resolves.toBeNull();
    expect(blocked.get('renderer')).toBeNull();
  });
});
