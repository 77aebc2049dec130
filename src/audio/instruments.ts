// The synthesised instruments every sound and the music are made of: pure TypeScript, no
// DOM. Each adds a note into a mono PCM buffer at RATE (22050 Hz).
import { seededUnit } from '../engine/hash';

export const RATE = 22050;

export const TAU = Math.PI * 2;

/** Deterministic noise in [-1, 1), so every build sounds the same. */
export function noise(seed: number): () => number {
  const unit = seededUnit(seed);
  return () => unit() * 2 - 1;
}

export const buf = (seconds: number) => new Float32Array(Math.round(seconds * RATE));
export const mtof = (m: number) => 440 * Math.pow(2, (m - 69) / 12);

/** A short fade at both ends, so no sound starts or stops with a click. */
export function fadeEdges(b: Float32Array, inS = 0.002, outS = 0.01): Float32Array {
  const ni = Math.max(1, Math.round(inS * RATE));
  const no = Math.max(1, Math.round(outS * RATE));
  for (let i = 0; i < ni && i < b.length; i++) b[i] *= i / ni;
  for (let i = 0; i < no && i < b.length; i++) b[b.length - 1 - i] *= i / no;
  return b;
}

/** Scale to a peak of `peak`. */
export function normalize(b: Float32Array, peak: number): Float32Array {
  let m = 0;
  for (const v of b) m = Math.max(m, Math.abs(v));
  if (m > 0) for (let i = 0; i < b.length; i++) b[i] *= peak / m;
  return b;
}

/**
 * Exponentially decaying partials (a struck object): [frequency ratio, amplitude, decay seconds].
 * Each partial is a damped rotating phasor (two multiplies a sample, no sin/exp in the loop).
 * With `wrap`, the tail continues from the start of `out` (for seamless loops).
 */
export function strike(
  out: Float32Array,
  at: number,
  freq: number,
  partials: [number, number, number][],
  gain = 1,
  attack = 0.002,
  wrap = false,
): void {
  const start = Math.round(at * RATE);
  const na = Math.max(1, Math.round(attack * RATE));
  for (const [ratio, amp, decay] of partials) {
    const w = (TAU * freq * ratio) / RATE;
    if (w >= Math.PI) continue; // above Nyquist
    const r = Math.exp(-1 / (decay * RATE));
    const cr = r * Math.cos(w);
    const sr = r * Math.sin(w);
    const n = Math.min(Math.round(decay * 7 * RATE), wrap ? out.length : out.length - start);
    const g = gain * amp;
    let re = 1;
    let im = 0;
    let i = 0;
    // the attack, then the rest without a branch a sample (the music renders many notes)
    for (; i < n && i < na; i++) {
      let j = start + i;
      if (j >= out.length) j -= out.length;
      out[j] += g * im * (i / na);
      const t = re * cr - im * sr;
      im = re * sr + im * cr;
      re = t;
    }
    const straight = Math.min(n, out.length - start);
    for (; i < straight; i++) {
      out[start + i] += g * im;
      const t = re * cr - im * sr;
      im = re * sr + im * cr;
      re = t;
    }
    for (; i < n; i++) {
      out[start + i - out.length] += g * im;
      const t = re * cr - im * sr;
      im = re * sr + im * cr;
      re = t;
    }
  }
}

/** A burst of low-passed noise: the contact of wood on wood. */
export function knock(out: Float32Array, at: number, seconds: number, cutoff: number, gain: number, seed: number): void {
  const rnd = noise(seed);
  const start = Math.round(at * RATE);
  const n = Math.round(seconds * RATE);
  const a = 1 - Math.exp((-TAU * cutoff) / RATE);
  let y = 0;
  for (let i = 0; i < n && start + i < out.length; i++) {
    y += a * (rnd() - y);
    out[start + i] += gain * y * Math.exp(-i / (n / 5));
  }
}

export function wood(at: number, f0: number, out: Float32Array, gain = 1, seed = 1): void {
  strike(
    out,
    at,
    f0,
    [
      [1, 1, 0.035],
      [2.76, 0.5, 0.018],
      [5.4, 0.25, 0.009],
    ],
    gain,
    0.0008,
  );
  knock(out, at, 0.025, 3000, gain * 1.4, seed);
}

/** A soft bell / marimba-like tone. */
export function bell(out: Float32Array, at: number, f0: number, gain = 1, length = 0.5, wrap = false): void {
  strike(
    out,
    at,
    f0,
    [
      [1, 1, length * 0.35],
      [2, 0.35, length * 0.18],
      [3.01, 0.12, length * 0.1],
      [4.2, 0.06, length * 0.06],
    ],
    gain,
    0.004,
    wrap,
  );
}

/** A warm plucked note (guzheng-ish): many harmonics, the high ones dying first. */
export function pluck(out: Float32Array, at: number, f0: number, gain = 1, length = 1, wrap = false): void {
  const parts: [number, number, number][] = [];
  for (let k = 1; k <= 6; k++) parts.push([k * (1 + 0.0007 * k * k), 0.9 / (k * k * 0.7 + 0.3), (length * 0.4) / (1 + (k - 1) * 0.7)]);
  strike(out, at, f0, parts, gain, 0.003, wrap);
}

/** A smooth brass-like note with an attack and release envelope (for the fanfare). */
export function horn(out: Float32Array, at: number, f0: number, seconds: number, gain = 1): void {
  const start = Math.round(at * RATE);
  const n = Math.round(seconds * RATE);
  for (let i = 0; i < n && start + i < out.length; i++) {
    const t = i / RATE;
    const env = Math.min(1, t / 0.03) * Math.min(1, (seconds - t) / 0.12) * (0.75 + 0.25 * Math.exp(-t / 0.08));
    const vib = 1 + 0.004 * Math.sin(TAU * 5.5 * t) * Math.min(1, t / 0.2);
    const ph = TAU * f0 * vib * t;
    out[start + i] += gain * env * (Math.sin(ph) + 0.45 * Math.sin(2 * ph) + 0.22 * Math.sin(3 * ph) + 0.1 * Math.sin(4 * ph));
  }
}

/**
 * The horn's tone and envelope without its vibrato, for the music's many long notes: one
 * rotating phasor gives the fundamental and its harmonics by the multiple-angle identities,
 * about twenty times cheaper than `horn`.
 */
export function hornTone(out: Float32Array, at: number, f0: number, seconds: number, gain = 1): void {
  const start = Math.round(at * RATE);
  const n = Math.min(Math.round(seconds * RATE), out.length - start);
  const w = (TAU * f0) / RATE;
  const cw = Math.cos(w);
  const sw = Math.sin(w);
  const fall = Math.exp(-1 / (0.08 * RATE));
  const attack = 0.03 * RATE;
  const release = 0.12 * RATE;
  const total = seconds * RATE;
  let c = 1;
  let s = 0;
  let bloom = 0.25;
  for (let i = 0; i < n; i++) {
    const env = Math.min(1, i / attack, (total - i) / release) * (0.75 + bloom);
    const s2 = 2 * s * c;
    const c2 = c * c - s * s;
    out[start + i] += gain * env * (s + 0.45 * s2 + 0.22 * s * (3 - 4 * s * s) + 0.1 * 2 * s2 * c2);
    const t = c * cw - s * sw;
    s = c * sw + s * cw;
    c = t;
    bloom *= fall;
  }
}
