import { describe, expect, it } from 'vitest';
import { encodeWav, RATE, SOUND_NAMES, synth } from '../../src/audio/synth';

const rms = (b: Float32Array) => Math.sqrt(b.reduce((s, v) => s + v * v, 0) / b.length);

describe('synthesised sounds', () => {
  it.each(SOUND_NAMES.map((n) => [n]))('%s is audible, in range and short', (name) => {
    const b = synth(name);
    expect(b.length).toBeGreaterThan(0.02 * RATE);
    expect(b.length).toBeLessThan(2.5 * RATE);
    let peak = 0;
    for (const v of b) {
      expect(Number.isFinite(v)).toBe(true);
      peak = Math.max(peak, Math.abs(v));
    }
    expect(peak).toBeLessThanOrEqual(1);
    expect(peak).toBeGreaterThan(0.2);
    expect(rms(b)).toBeGreaterThan(0.005);
    // starts and ends quietly (no click)
    expect(Math.abs(b[0]!)).toBeLessThan(0.05);
    expect(Math.abs(b[b.length - 1]!)).toBeLessThan(0.05);
  });

  it('is deterministic', () => {
    expect(synth('capture')).toEqual(synth('capture'));
  });
});

describe('WAV encoding', () => {
  it('writes a correct 16-bit mono PCM header', () => {
    const pcm = new Float32Array([0, 0.5, -0.5, 1, -1, 2]);
    const wav = encodeWav(pcm);
    const v = new DataView(wav.buffer);
    const str = (o: number, n: number) => String.fromCharCode(...wav.slice(o, o + n));
    expect(wav.length).toBe(44 + pcm.length * 2);
    expect(str(0, 4)).toBe('RIFF');
    expect(v.getUint32(4, true)).toBe(wav.length - 8);
    expect(str(8, 4)).toBe('WAVE');
    expect(str(12, 4)).toBe('fmt ');
    expect(v.getUint32(16, true)).toBe(16);
    expect(v.getUint16(20, true)).toBe(1);
    expect(v.getUint16(22, true)).toBe(1);
    expect(v.getUint32(24, true)).toBe(RATE);
    expect(v.getUint32(28, true)).toBe(RATE * 2);
    expect(v.getUint16(32, true)).toBe(2);
    expect(v.getUint16(34, true)).toBe(16);
    expect(str(36, 4)).toBe('data');
    expect(v.getUint32(40, true)).toBe(pcm.length * 2);
    expect([0, 1, 2, 3, 4, 5].map((i) => v.getInt16(44 + 2 * i, true))).toEqual([0, 16384, -16384, 32767, -32768, 32767]);
  });
});
