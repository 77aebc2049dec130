// Every sound of the game, synthesised from code: pure TypeScript, no DOM, no audio files.
// `synth(name)` gives mono PCM at 22050 Hz in [-1, 1]; `musicLoop()` a seamless loop;
// `encodeWav` wraps PCM as 16-bit WAV bytes for Howler.

import { seededUnit } from '../engine/hash';

export const RATE = 22050;

export type SoundName = 'select' | 'move' | 'capture' | 'flip' | 'place' | 'illegal' | 'your-turn' | 'clock-warning' | 'win' | 'lose' | 'draw' | 'click';
export const SOUND_NAMES: readonly SoundName[] = ['select', 'move', 'capture', 'flip', 'place', 'illegal', 'your-turn', 'clock-warning', 'win', 'lose', 'draw', 'click'];

const TAU = Math.PI * 2;

/** Deterministic noise in [-1, 1), so every build sounds the same. */
function noise(seed: number): () => number {
  const unit = seededUnit(seed);
  return () => unit() * 2 - 1;
}

const buf = (seconds: number) => new Float32Array(Math.round(seconds * RATE));
const mtof = (m: number) => 440 * Math.pow(2, (m - 69) / 12);

/** A short fade at both ends, so no sound starts or stops with a click. */
function fadeEdges(b: Float32Array, inS = 0.002, outS = 0.01): Float32Array {
  const ni = Math.max(1, Math.round(inS * RATE));
  const no = Math.max(1, Math.round(outS * RATE));
  for (let i = 0; i < ni && i < b.length; i++) b[i] *= i / ni;
  for (let i = 0; i < no && i < b.length; i++) b[b.length - 1 - i] *= i / no;
  return b;
}

/** Scale to a peak of `peak`. */
function normalize(b: Float32Array, peak: number): Float32Array {
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
function strike(out: Float32Array, at: number, freq: number, partials: [number, number, number][], gain = 1, attack = 0.002, wrap = false): void {
  const start = Math.round(at * RATE);
  const na = Math.max(1, Math.round(attack * RATE));
  for (const [ratio, amp, decay] of partials) {
    const w = (TAU * freq * ratio) / RATE;
    if (w >= Math.PI) continue; // above Nyquist
    const r = Math.exp(-1 / (decay * RATE));
    const cr = r * Math.cos(w);
    const sr = r * Math.sin(w);
    const n = Math.min(Math.round(decay * 7 * RATE), wrap ? out.length : out.length - start);
    let re = 1;
    let im = 0;
    for (let i = 0; i < n; i++) {
      let j = start + i;
      if (j >= out.length) j -= out.length;
      out[j] += gain * amp * im * (i < na ? i / na : 1);
      const t = re * cr - im * sr;
      im = re * sr + im * cr;
      re = t;
    }
  }
}

/** A burst of low-passed noise: the contact of wood on wood. */
function knock(out: Float32Array, at: number, seconds: number, cutoff: number, gain: number, seed: number): void {
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

function wood(at: number, f0: number, out: Float32Array, gain = 1, seed = 1): void {
  strike(out, at, f0, [[1, 1, 0.035], [2.76, 0.5, 0.018], [5.4, 0.25, 0.009]], gain, 0.0008);
  knock(out, at, 0.025, 3000, gain * 1.4, seed);
}

/** A soft bell / marimba-like tone. */
function bell(out: Float32Array, at: number, f0: number, gain = 1, length = 0.5, wrap = false): void {
  strike(out, at, f0, [[1, 1, length * 0.35], [2, 0.35, length * 0.18], [3.01, 0.12, length * 0.1], [4.2, 0.06, length * 0.06]], gain, 0.004, wrap);
}

/** A warm plucked note (guzheng-ish): many harmonics, the high ones dying first. */
function pluck(out: Float32Array, at: number, f0: number, gain = 1, length = 1, wrap = false): void {
  const parts: [number, number, number][] = [];
  for (let k = 1; k <= 6; k++) parts.push([k * (1 + 0.0007 * k * k), 0.9 / (k * k * 0.7 + 0.3), (length * 0.4) / (1 + (k - 1) * 0.7)]);
  strike(out, at, f0, parts, gain, 0.003, wrap);
}

/** A smooth brass-like note with an attack and release envelope (for the fanfare). */
function horn(out: Float32Array, at: number, f0: number, seconds: number, gain = 1): void {
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

const makers: Record<SoundName, () => Float32Array> = {
  click: () => {
    const b = buf(0.05);
    strike(b, 0, 1800, [[1, 1, 0.008], [2.3, 0.3, 0.004]], 1, 0.0005);
    return normalize(b, 0.6);
  },
  select: () => {
    const b = buf(0.16);
    // a soft rising blip
    for (let i = 0; i < b.length; i++) {
      const t = i / RATE;
      const fr = 620 + 500 * Math.min(1, t / 0.06);
      b[i] = Math.sin(TAU * fr * t) * Math.exp(-t / 0.04) * Math.min(1, t / 0.004);
    }
    wood(0, 900, b, 0.3, 3);
    return normalize(b, 0.5);
  },
  move: () => {
    const b = buf(0.22);
    wood(0, 430, b, 1, 5);
    return normalize(b, 0.75);
  },
  place: () => {
    const b = buf(0.26);
    // stone set down on wood: lower body, a brighter click on top
    wood(0, 300, b, 1, 7);
    strike(b, 0.004, 1650, [[1, 0.35, 0.01]], 1, 0.0005);
    return normalize(b, 0.8);
  },
  flip: () => {
    const b = buf(0.2);
    wood(0, 1150, b, 0.8, 9);
    wood(0.065, 1400, b, 0.7, 10);
    return normalize(b, 0.6);
  },
  capture: () => {
    const b = buf(0.45);
    // a pop: a sine dropping in pitch
    let ph = 0;
    for (let i = 0; i < Math.round(0.09 * RATE); i++) {
      const t = i / RATE;
      ph += (TAU * (680 * Math.exp(-t / 0.03) + 140)) / RATE;
      b[i] += Math.sin(ph) * Math.exp(-t / 0.035) * Math.min(1, t / 0.002);
    }
    // then a crackle of tiny clicks thinning out
    const rnd = noise(21);
    for (let k = 0; k < 26; k++) {
      const at = 0.03 + Math.pow((rnd() + 1) / 2, 1.8) * 0.36;
      strike(b, at, 2200 + 1800 * rnd(), [[1, 1, 0.003]], 0.35 * Math.exp(-at / 0.2), 0.0003);
    }
    return normalize(b, 0.75);
  },
  illegal: () => {
    const b = buf(0.3);
    // two low, soft buzzes
    for (const at of [0, 0.13]) {
      const start = Math.round(at * RATE);
      const n = Math.round(0.12 * RATE);
      for (let i = 0; i < n; i++) {
        const t = i / RATE;
        const env = Math.min(1, t / 0.01) * Math.min(1, (0.12 - t) / 0.03);
        const ph = TAU * 130 * t;
        b[start + i] += env * (Math.sin(ph) + 0.33 * Math.sin(3 * ph) + 0.18 * Math.sin(5 * ph) + 0.08 * Math.sin(7 * ph));
      }
    }
    return normalize(b, 0.34);
  },
  'your-turn': () => {
    const b = buf(1.4);
    bell(b, 0, mtof(81), 0.8, 0.9); // A5
    bell(b, 0.12, mtof(88), 1, 1.0); // E6
    return normalize(fadeEdges(b), 0.55);
  },
  'clock-warning': () => {
    const b = buf(0.5);
    // tick ... tock
    strike(b, 0, 2400, [[1, 1, 0.006], [1.5, 0.4, 0.004]], 1, 0.0003);
    knock(b, 0, 0.01, 5000, 0.5, 31);
    strike(b, 0.25, 1900, [[1, 1, 0.006], [1.5, 0.4, 0.004]], 0.85, 0.0003);
    knock(b, 0.25, 0.01, 4000, 0.45, 32);
    return normalize(b, 0.8);
  },
  win: () => {
    const b = buf(1.7);
    // C E G C' rising, then a held major chord with a bell on top
    const notes = [72, 76, 79];
    notes.forEach((m, i) => horn(b, i * 0.11, mtof(m), 0.16, 0.9));
    for (const m of [72, 76, 79, 84]) horn(b, 0.36, mtof(m), 1.05, 0.35);
    bell(b, 0.36, mtof(96), 0.35, 1.2);
    return normalize(fadeEdges(b, 0.002, 0.05), 0.7);
  },
  lose: () => {
    const b = buf(1.6);
    // a gentle fall: G F# F ... E held, soft and a little sad
    const seq: [number, number, number][] = [[67, 0, 0.3], [66, 0.32, 0.3], [65, 0.64, 0.3], [64, 0.96, 0.6]];
    for (const [m, at, d] of seq) horn(b, at, mtof(m - 12), d, 0.5);
    return normalize(fadeEdges(b, 0.002, 0.05), 0.45);
  },
  draw: () => {
    const b = buf(1.1);
    // two plucks a fourth apart, and both together: settled, neither happy nor sad
    pluck(b, 0, mtof(67), 0.7, 0.9);
    pluck(b, 0.2, mtof(72), 0.7, 0.9);
    pluck(b, 0.42, mtof(67), 0.45, 1);
    pluck(b, 0.42, mtof(72), 0.45, 1);
    return normalize(fadeEdges(b, 0.002, 0.05), 0.55);
  },
};

export function synth(name: SoundName): Float32Array {
  // every sound fades in over 1 ms and out over 10 ms: no clicks at the edges
  return fadeEdges(makers[name](), 0.001, 0.01);
}

/**
 * A gentle pentatonic loop (G major pentatonic, 12 s): plucked melody over soft bass notes.
 * Every note's tail wraps round to the start, so the end joins the start seamlessly.
 */
export function musicLoop(): Float32Array {
  const beat = 0.5; // 120 bpm eighth-ish feel, slow phrases
  const bars = 6;
  const b = buf(bars * 4 * beat);
  // melody in scale degrees of G pentatonic (G A B D E), -1 = rest; two beats a cell
  const scale = [55, 57, 59, 62, 64, 67, 69, 71, 74, 76, 79];
  const melody = [
    7, -1, 8, 7, 5, -1, 4, -1,
    5, 6, 7, -1, 4, -1, -1, -1,
    3, -1, 4, 5, 7, -1, 6, 5,
    4, -1, 3, -1, 2, -1, -1, -1,
    5, -1, 7, 8, 9, -1, 8, 7,
    5, 4, 5, -1, 3, -1, -1, -1,
  ];
  const half = beat / 2;
  melody.forEach((d, i) => {
    if (d >= 0) pluck(b, i * half, mtof(scale[d]!), 0.5, 1.4, true);
  });
  const bass = [43, 40, 36, 38, 43, 38];
  bass.forEach((m, i) => {
    pluck(b, i * 4 * beat, mtof(m), 0.45, 2.6, true);
    pluck(b, i * 4 * beat + 2 * beat, mtof(m + 7), 0.25, 2, true);
  });
  return normalize(b, 0.5);
}

/** 16-bit PCM mono WAV. */
export function encodeWav(pcm: Float32Array, rate = RATE): Uint8Array {
  const bytes = new Uint8Array(44 + pcm.length * 2);
  const v = new DataView(bytes.buffer);
  const str = (o: number, s: string) => {
    for (let i = 0; i < s.length; i++) v.setUint8(o + i, s.charCodeAt(i));
  };
  str(0, 'RIFF');
  v.setUint32(4, 36 + pcm.length * 2, true);
  str(8, 'WAVE');
  str(12, 'fmt ');
  v.setUint32(16, 16, true); // fmt chunk size
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true); // byte rate
  v.setUint16(32, 2, true); // block align
  v.setUint16(34, 16, true); // bits per sample
  str(36, 'data');
  v.setUint32(40, pcm.length * 2, true);
  for (let i = 0; i < pcm.length; i++) {
    const s = Math.max(-1, Math.min(1, pcm[i]!));
    v.setInt16(44 + i * 2, Math.round(s < 0 ? s * 0x8000 : s * 0x7fff), true);
  }
  return bytes;
}
